import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LoginForm } from './login-form';

export function LoginDialog({
  open,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: () => void | Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Sign In to PackMeet</DialogTitle>
          <DialogDescription>Welcome back! Your pack is waiting.</DialogDescription>
        </DialogHeader>
        <LoginForm onSignedIn={onSignedIn} onCreateAccount={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
