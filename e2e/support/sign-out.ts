import type { Page } from '@playwright/test';

/** The one name of the sign-out action in each language (issue 8: "Exit" and "Sign out" were two). */
export const SIGN_OUT = { ru: 'Выйти', en: 'Sign out', es: 'Cerrar sesión' } as const;
const PROFILE_MENU = { ru: 'Меню профиля', en: 'Profile menu', es: 'Menú del perfil' } as const;
const PROFILE = { ru: 'Профиль', en: 'Profile', es: 'Perfil' } as const;

/**
 * Signs out through the screen: the header's link from tablet width up, the profile menu of the
 * bottom menu on phones (the phone's header keeps one row, issue 8).
 */
export async function signOutOnScreen(page: Page, language: keyof typeof SIGN_OUT): Promise<void> {
  const link = page.locator('header').getByRole('link', { name: SIGN_OUT[language], exact: true });
  if (await link.isVisible()) {
    await link.click();
    return;
  }
  await page.getByRole('button', { name: PROFILE[language], exact: true }).click();
  await page
    .getByRole('dialog', { name: PROFILE_MENU[language] })
    .getByRole('link', { name: SIGN_OUT[language], exact: true })
    .click();
}
