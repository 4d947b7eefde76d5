/**
 * The part of i18next the app uses, in about 1 KB instead of 15 (ARCHITECTURE §7 budgets:
 * i18next was a tenth of every route's JavaScript). The build and the unit tests resolve
 * `i18next` to this module (vite.config.ts, vitest.config.ts); the types stay i18next's,
 * so every call site is checked against the real API, and behaviour that matters is tested
 * in ./i18next.test.ts: namespaces (`ns:key` and the hook's), nested keys, plurals by
 * Intl.PluralRules (`key_one`, `key_few`, `key_many`, `key_other`, and `key_zero` for 0),
 * `{{name}}` interpolation (not escaped: React escapes), and the key itself when missing.
 */
export type Texts = { [key: string]: string | Texts };
type Options = Record<string, unknown> & { count?: number; ns?: string | readonly string[]; lng?: string };
type Listener = (...args: unknown[]) => void;

export interface InitOptions {
  lng?: string;
  resources?: Record<string, Record<string, Texts>>;
  defaultNS?: string;
}

const store: Record<string, Record<string, Texts>> = {};
const listeners: Record<string, Set<Listener>> = {};
const pluralRules = new Map<string, Intl.PluralRules>();

function emit(event: string, ...args: unknown[]) {
  for (const listener of listeners[event] ?? []) listener(...args);
}

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function plural(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text of `path`, in its plural form when a count is given. */
function find(texts: Texts | undefined, path: string, language: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const form =
      (count === 0 ? lookup(texts, `${path}_zero`) : undefined) ??
      lookup(texts, `${path}_${plural(language, count)}`) ??
      lookup(texts, `${path}_other`);
    if (form !== undefined) return form;
  }
  return lookup(texts, path);
}

const i18next = {
  language: '',
  options: {} as InitOptions,
  use(_plugin: unknown) {
    return i18next;
  },
  async init(options: InitOptions) {
    i18next.options = options;
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [namespace, texts] of Object.entries(namespaces))
        i18next.addResourceBundle(language, namespace, texts);
    i18next.language = options.lng ?? '';
    emit('initialized', options);
    emit('languageChanged', i18next.language);
    return i18next.t;
  },
  async changeLanguage(language: string) {
    i18next.language = language;
    emit('languageChanged', language);
    return i18next.t;
  },
  hasResourceBundle: (language: string, namespace: string) => Boolean(store[language]?.[namespace]),
  getResourceBundle: (language: string, namespace: string) => store[language]?.[namespace],
  addResourceBundle(language: string, namespace: string, texts: Texts) {
    store[language] = { ...store[language], [namespace]: texts };
    emit('added', language, namespace);
    return i18next;
  },
  removeResourceBundle(language: string, namespace: string) {
    if (store[language]) delete store[language][namespace];
    emit('removed', language, namespace);
    return i18next;
  },
  on(event: string, listener: Listener) {
    const set = listeners[event] ?? new Set<Listener>();
    listeners[event] = set;
    set.add(listener);
  },
  off(event: string, listener: Listener) {
    listeners[event]?.delete(listener);
  },
  /**
   * `t(key)` in `options.ns` (a namespace, or several tried in order), else the default
   * namespace; `ns:key` names one.
   */
  t(key: string | readonly string[], options: Options = {}): string {
    const keys = typeof key === 'string' ? [key] : key;
    const language = options.lng ?? i18next.language;
    const given = options.ns ?? i18next.options.defaultNS ?? 'translation';
    for (const candidate of keys) {
      const split = candidate.indexOf(':');
      const namespaces =
        split > 0 ? [candidate.slice(0, split)] : typeof given === 'string' ? [given] : given;
      const path = split > 0 ? candidate.slice(split + 1) : candidate;
      for (const namespace of namespaces) {
        const text = find(store[language]?.[namespace], path, language, options.count);
        if (text !== undefined)
          return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
            options[name] === undefined ? match : String(options[name]),
          );
      }
    }
    const last = keys[keys.length - 1] ?? '';
    return last.includes(':') ? last.slice(last.indexOf(':') + 1) : last;
  },
};

export default i18next;
