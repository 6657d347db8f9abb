import type { Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures.ts';

/** Chooses an entry of an MUI select by the select's label and the option's text. */
export async function choose(scope: Page | Locator, page: Page, name: string, option: string) {
  await scope.getByRole('combobox', { name: label(name) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A picture drawn in the browser, so the upload is a real PNG. */
export async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const gradient = context.createLinearGradient(0, 0, 640, 400);
    gradient.addColorStop(0, '#7c3aed');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#ffffff';
    context.font = 'bold 56px sans-serif';
    context.fillText('Menú del día', 150, 215);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** A field's label, with or without the required asterisk. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}
