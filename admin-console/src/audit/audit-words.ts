/** The words the audit log writes changes with, from the page's catalog (`audit/locales/<lang>.json`). */
export interface AuditCatalog {
  readonly fields: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly objects: Readonly<Record<string, string>>;
  readonly yes: string;
  readonly no: string;
  readonly none: string;
}

export interface AuditWords {
  readonly language: string;
  /** The field's name as words; a name the catalog lacks is split at its capitals (`someField` → `Some field`). */
  readonly field: (name: string) => string;
  /** A coded value (`upToBalance`, `b2b`) as words; the value itself when the catalog does not name it. */
  readonly value: (field: string, value: string) => string;
  readonly yes: string;
  readonly no: string;
  readonly none: string;
  /** The object an entry changed (`programme city`, `card 5536… of guest +7…`) as words. */
  readonly object: (target: string) => string;
}

const spelledOut = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const fill = (pattern: string, values: Readonly<Record<string, string>>) =>
  pattern.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The service's targets: `<kind> <name>`, `key <id> <label>`, `card <number> of guest <phone>`. */
function objectName(catalog: AuditCatalog, target: string): string {
  const card = /^card (\S+) of guest (.+)$/.exec(target);
  if (card && catalog.objects.card) return fill(catalog.objects.card, { name: card[1]!, guest: card[2]! });
  const key = /^key (\d+) (.+)$/.exec(target);
  if (key && catalog.objects.key) return fill(catalog.objects.key, { id: key[1]!, name: key[2]! });
  const other = /^(\w+) (.+)$/.exec(target);
  const pattern = other && catalog.objects[other[1]!];
  return other && pattern ? fill(pattern, { name: other[2]! }) : target;
}

export function auditWords(catalog: AuditCatalog, language: string): AuditWords {
  return {
    language,
    field: (name) => catalog.fields[name] ?? spelledOut(name),
    value: (field, value) => catalog.values[field]?.[value] ?? value,
    yes: catalog.yes,
    no: catalog.no,
    none: catalog.none,
    object: (target) => objectName(catalog, target),
  };
}
