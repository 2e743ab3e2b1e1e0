import type { EntryRules } from '@packmeet/backend/contracts/entry-rules';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { describeRules } from '@/lib/entry-rules';

/** The rules in plain words, with the house rules as written. */
export function EntryRulesList({ rules }: { rules: EntryRules }) {
  const lines = describeRules(rules);
  return (
    <div className="flex flex-col gap-3">
      {lines.length > 0 ? (
        <ul className="flex flex-col gap-1.5">
          {lines.map((line) => (
            <li key={line} className="flex items-start gap-2 text-sm text-sand-800">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-pine-600" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Every dog is welcome: no entry rules.</p>
      )}
      {rules.houseRules ? (
        <div className="rounded-xl bg-muted px-3.5 py-2.5">
          <p className="text-xs font-bold tracking-wider text-sand-600 uppercase">House rules</p>
          <p className="mt-1 text-sm whitespace-pre-line text-sand-800">{rules.houseRules}</p>
        </div>
      ) : null}
    </div>
  );
}

/** A card with the rules, titled for the group or the meetup page. */
export function EntryRulesCard({
  rules,
  title = 'Entry rules',
  children,
}: {
  rules: EntryRules;
  title?: string;
  /** What follows the rules (which of the viewer's dogs qualify). */
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <EntryRulesList rules={rules} />
        {children}
      </CardContent>
    </Card>
  );
}
