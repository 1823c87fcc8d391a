/** Milliseconds since the epoch. Injected everywhere time matters so tests move it instead of sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
