import { useEffect } from 'react';
import { useAppConfig } from '../../config/config-context';

/** "<screen> — <school>"; the school alone while the screen has no name. */
export function documentTitle(screen: string, school: string): string {
  if (!screen) return school;
  return school ? `${screen} — ${school}` : screen;
}

/** The screen's name: its level-1 heading, already in the interface language. */
export function screenName(doc: Document): string {
  return doc.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * Keeps the page title "<screen> — <school>" (issue 8): a tab, the history and a screen reader
 * name the screen, not only the school. The name is the screen's heading, followed as screens
 * load and change, so every screen is covered in every language without a second list of
 * names to download with the sign-in route (ARCHITECTURE §7 budget; decision 045).
 */
export function DocumentTitle() {
  const school = useAppConfig().domain.title;
  useEffect(() => {
    const update = () => {
      const title = documentTitle(screenName(document), school);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [school]);
  return null;
}
