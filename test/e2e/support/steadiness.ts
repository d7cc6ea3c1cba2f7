import type { Locator } from '@playwright/test';

/** What moves nothing under a pointer: a control's links are about 40 px tall, a late card or picture box moves a few pixels. */
export const STEADY_PX = 4;

/**
 * Where `target` sits in the page (its top plus the scroll), frame by frame, as it is brought into
 * view, over `frames` animation frames: by its end as a click brings a control, by its start as a
 * shopper scrolls to a tall part. A part drawn as it comes near the screen, above the target,
 * shows in the list as a change.
 */
export function topsWhileBroughtIntoView(target: Locator, frames = 10, block: 'start' | 'end' = 'end'): Promise<number[]> {
  return target.evaluate(async (element, { count, at }) => {
    const top = () => Math.round(element.getBoundingClientRect().top + window.scrollY);
    const seen = [top()];
    element.scrollIntoView({ block: at });
    for (let frame = 0; frame < count; frame++) {
      await new Promise((drawn) => requestAnimationFrame(drawn));
      seen.push(top());
    }
    return seen;
  }, { count: frames, at: block });
}

/** Where `target` sits in the page now. */
export function topOf(target: Locator): Promise<number> {
  return target.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
}
