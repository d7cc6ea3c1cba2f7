import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Takes an option of one of the console's selects (a menu that grows out of its field), as a
 * person does: opens it, waits until the menu stands where it stays, clicks the option and sees
 * the menu close. A click on an option still growing can land between two options (the
 * flaky order test of stop 46): nothing is chosen and the open menu covers the page.
 */
export async function chooseFromSelect(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await listbox.evaluate(async (list) => {
    const menu = list.closest('[role="presentation"]') ?? list;
    const moving = () => menu.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running');
    // A cancelled animation's promise rejects (AbortError, CI once): the menu may have started
    // another in its place, so it is looked at again until nothing in it moves.
    for (let running = moving(); running.length; running = moving()) await Promise.allSettled(running.map((animation) => animation.finished));
  });
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}
