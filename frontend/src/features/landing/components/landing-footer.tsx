import { Brand } from '@/components/brand';

export function LandingFooter() {
  return (
    <footer className="mt-20 border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-10 text-center sm:flex-row sm:justify-between sm:text-left">
        <Brand />
        <p className="text-sm text-muted-foreground">
          Calm, safe, predictable dog meetups across America. © {new Date().getFullYear()} PackMeet
        </p>
      </div>
    </footer>
  );
}
