import { describe, expect, it } from 'vitest';
import { createRunRequestKeys } from './run-request-keys';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('run request keys', () => {
  const front = { name: 'front.jpg' };

  it('reuses the id for the same inputs after a dropped connection', () => {
    const keys = createRunRequestKeys(counter());
    expect(keys.keyFor([front, 'clean-white-studio', null])).toBe('key-1');
    keys.settle(true);
    expect(keys.keyFor([front, 'clean-white-studio', null])).toBe('key-1');
  });

  it('makes a new id after an answer, or when any input changed', () => {
    const keys = createRunRequestKeys(counter());
    keys.keyFor([front, 'clean-white-studio', null]);
    keys.settle(false);
    expect(keys.keyFor([front, 'clean-white-studio', null])).toBe('key-2');
    keys.settle(true);
    expect(keys.keyFor([front, 'swimming-pool', null])).toBe('key-3');
    keys.settle(true);
    // Another photo object with the same name is another photo.
    expect(keys.keyFor([{ name: 'front.jpg' }, 'swimming-pool', null])).toBe('key-4');
  });
});
