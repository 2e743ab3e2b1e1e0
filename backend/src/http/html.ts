const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/** Markup built by `html`: its text was escaped where it was put in. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Part = string | number | SafeHtml | null | undefined | false | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.markup;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

/**
 * A template for server-rendered markup: every value put in is escaped
 * (user text cannot open an element or leave an attribute), except markup
 * already built by `html`. null, undefined and false put in nothing.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(markup);
}
