/** Cards in grids (data iterators) are at most this wide. */
export const CARD_MAX_WIDTH = 320;
