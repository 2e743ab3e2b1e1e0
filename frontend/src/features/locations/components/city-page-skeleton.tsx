import { Skeleton } from '@/components/ui/skeleton';

/** Spec section 2: skeleton blocks while the city loads; the heading already names the city. */
export function CityPageSkeleton({ cityName }: { cityName: string }) {
  return (
    <div role="status" aria-label={`Loading ${cityName}`} className="flex flex-col gap-8">
      <section className="flex flex-col gap-7 rounded-[2rem] bg-pine-800 px-6 py-10 text-white sm:px-10 sm:py-12">
        <h1 className="flex flex-col gap-1">
          <span className="text-4xl leading-tight font-extrabold sm:text-5xl">{cityName}</span>
          <span className="text-lg font-semibold text-pine-100 sm:text-xl">Dog Community Hub</span>
        </h1>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 rounded-2xl bg-white/15" />
          ))}
        </div>
        <Skeleton className="h-12 w-64 self-end rounded-full bg-white/15" />
      </section>
      <Skeleton className="h-8 w-56" />
      {Array.from({ length: 2 }, (_, index) => (
        <div
          key={index}
          className="flex flex-col gap-4 rounded-card border border-border bg-card p-5 sm:p-7"
        >
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-16 w-full" />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, tile) => (
              <Skeleton key={tile} className="h-20 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-32 w-full" />
        </div>
      ))}
    </div>
  );
}
