import { CalendarClock, HandCoins, Users } from 'lucide-react';

const pillars = [
  {
    icon: CalendarClock,
    title: 'Predictable play',
    text: "Every meetup shows the place, the kind of park, the group size and who's coming, so you and your dog know what to expect before you leave home.",
  },
  {
    icon: Users,
    title: 'Community-governed safety',
    text: 'Organizers set the ground rules, and members share training levels and warnings honestly. The community keeps every meetup kind and calm.',
  },
  {
    icon: HandCoins,
    title: 'Free to use, always',
    text: 'No subscriptions and no premium tiers. Create groups, schedule meetups and RSVP without paying a cent.',
  },
];

export function Pillars() {
  return (
    <section id="how-it-works" aria-labelledby="pillars-heading" className="scroll-mt-8">
      <h2 id="pillars-heading" className="sr-only">
        Why PackMeet
      </h2>
      <ul className="grid gap-8 md:grid-cols-3">
        {pillars.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col gap-3">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-pine-50 text-pine-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-xl font-bold">{title}</h3>
            <p className="leading-relaxed text-sand-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
