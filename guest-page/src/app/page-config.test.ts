import { describe, expect, it } from 'vitest';
import { networkCodeOf } from './page-config';

describe("the guest page's network", () => {
  it('is the folder after /guest/, whatever deeper path was opened', () => {
    expect(networkCodeOf('/guest/cafe-net/')).toBe('cafe-net');
    expect(networkCodeOf('/guest/cafe%20net/pay')).toBe('cafe net');
  });

  it('is missing elsewhere', () => {
    expect(networkCodeOf('/guest/')).toBeUndefined();
    expect(networkCodeOf('/admin/')).toBeUndefined();
  });
});
