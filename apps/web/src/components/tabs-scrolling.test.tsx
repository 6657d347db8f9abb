import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTabsScrolling } from './tabs-scrolling.ts';

function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function ThreeTabs() {
  return (
    <Tabs value="TO_DO" aria-label="Practice" {...useTabsScrolling()}>
      <Tab value="TO_DO" label="To do (0)" />
      <Tab value="DONE" label="Done (3)" />
      <Tab value="CLOSED" label="Closed or past due (0)" />
    </Tabs>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a short row of tabs', () => {
  it('is a plain row without scroll arrows on a desktop screen', () => {
    screenOf(1280);
    const { container } = render(<ThreeTabs />);
    expect(container.querySelector('.MuiTabs-scrollableX')).toBeNull();
    expect(container.querySelector('.MuiTabs-scrollButtons')).toBeNull();
  });

  it('scrolls on a phone, where it may not fit', () => {
    screenOf(390);
    const { container } = render(<ThreeTabs />);
    expect(container.querySelector('.MuiTabs-scrollableX')).not.toBeNull();
  });
});
