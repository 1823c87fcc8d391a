/** Digits and a leading + only: what tel: links need. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Spaces in a displayed phone number never break the line (non-breaking). */
export const phoneText = (phone: string) => phone.replace(/ /g, "\u00a0");
