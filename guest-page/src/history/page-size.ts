/** Rows a list loads at first and adds per "Show more", up to what the service gives in one answer. */
export const pageSize = 20;
export const maxRows = 100;
