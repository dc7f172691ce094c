// Package rules is anna's arbiter: the position, the scoresheet, the outcome of
// a game by the FIDE Laws of Chess, and the reasons a move cannot be played.
//
// It is pure: no I/O, no goroutines, no wall clock. Move generation comes from
// github.com/corentings/chess/v2; what the Laws add on top of it (why a move is
// illegal, dead positions, claims, offers, repetition as 9.2.2 defines it, the
// PGN scoresheet) lives here.
package rules
