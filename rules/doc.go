// Package rules is anna's arbiter: the position, the scoresheet, the outcome of
// a game by the FIDE Laws of Chess, and the reasons a move cannot be played.
//
// It is pure: no I/O, no goroutines, no wall clock. Its move generator is its
// own (movegen.go, on the bitboards of bitboard.go), for standard chess and
// Chess960 alike, and is checked against stockfish's perft (perft_test.go);
// the same generator serves the unwinnability decider. What the Laws add on
// top of it (why a move is illegal, dead positions, claims, offers,
// repetition as 9.2.3 defines it, the PGN scoresheet) lives here too.
package rules
