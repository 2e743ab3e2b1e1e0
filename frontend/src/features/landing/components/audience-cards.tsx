import { CalendarHeart, GraduationCap, Leaf, ShieldCheck } from 'lucide-react';

/** Spec section 1: the four audiences the product is for. */
const audiences = [
  {
    icon: ShieldCheck,
    title: 'Safety-minded owners',
    text: 'Join private or invite-only groups where organizers can ask for self-reported vaccination status, size or temperament, so every dog in the circle is a good fit.',
    tone: 'bg-pine-50 text-pine-700',
  },
  {
    icon: GraduationCap,
    title: 'Trainers',
    text: 'Search by activity, from scent work to obedience, or by skill level. Bring your clients along and turn practice into real-world confidence.',
    tone: 'bg-honey-50 text-honey-700',
  },
  {
    icon: Leaf,
    title: 'Owners of sensitive dogs',
    text: 'Find parallel-walking and low-stimulation groups where space is respected, greetings are optional and nobody rushes a hello.',
    tone: 'bg-clay-50 text-clay-700',
  },
  {
    icon: CalendarHeart,
    title: 'Community builders',
    text: 'Set up recurring meetups in minutes and watch a neighborhood of regulars, two-legged and four-legged, grow around you.',
    tone: 'bg-sand-100 text-sand-800',
  },
];

export function AudienceCards() {
  return (
    <section aria-labelledby="audiences-heading" className="flex flex-col gap-10">
      <div className="flex flex-col gap-3 text-center">
        <h2 id="audiences-heading" className="text-3xl font-extrabold sm:text-4xl">
          Made for every kind of dog person
        </h2>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          Whether your dog is a social butterfly or needs a little more room, there&apos;s a group
          that fits.
        </p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.map(({ icon: Icon, title, text, tone }) => (
          <li
            key={title}
            className="flex flex-col gap-4 rounded-card border border-border bg-card p-6 shadow-soft"
          >
            <span className={`inline-flex size-12 items-center justify-center rounded-2xl ${tone}`}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-bold">{title}</h3>
            <p className="text-sm leading-relaxed text-sand-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
