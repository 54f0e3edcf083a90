import { describe, expect, it } from 'vitest';
import { sidebarCollapsedIn } from './sidebar-cookie';

describe('sidebarCollapsedIn', () => {
  it('reads the collapsed sidebar from a Cookie header', () => {
    expect(sidebarCollapsedIn('a=1; sidebar:state=false; b=2')).toBe(true);
    expect(sidebarCollapsedIn('sidebar:state=false')).toBe(true);
  });

  it('is open when the cookie says so, is missing, or only looks like it', () => {
    for (const header of [
      undefined,
      '',
      'sidebar:state=true',
      'x-sidebar:state=false',
      'sidebar:state=falsey',
    ])
      expect(sidebarCollapsedIn(header), String(header)).toBe(false);
  });
});
