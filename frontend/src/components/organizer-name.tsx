import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * An organizer's name: a link to their trainer page when they are a trainer
 * (`trainer` is their username), plain text for everyone else.
 */
export function OrganizerName({ name, trainer }: { name: string; trainer?: string | null }) {
  if (!trainer) return <>{name}</>;
  return (
    <Link
      to={paths.trainer.getHref(trainer)}
      className="font-semibold text-primary underline-offset-4 hover:underline"
    >
      {name}
    </Link>
  );
}
