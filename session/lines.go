package session

// MaxLine is the longest line anna prints: a long answer (the position,
// the scoresheet, every legal move) is split into lines of at most this
// many characters, at the ends of sentences (Output.In), in each
// terminal's own words (letters with marks, as č, count once: a braille
// cell each).
const MaxLine = 160
