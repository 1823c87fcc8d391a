/** A district as a form offers it (membership, attendance): its English name, which is sent, and its name in the edition. */
export type DistrictChoice = { value: string; label: string };
