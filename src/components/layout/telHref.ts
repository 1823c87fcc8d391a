/** Digits and a leading + only: what tel: links need. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
