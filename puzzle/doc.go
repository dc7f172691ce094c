// Package puzzle is anna's tactics trainer without a screen: lichess's
// puzzles (its public CC0 database, and its puzzle API) as values, read
// from lichess's CSV form, checked move by move against anna's own rules,
// chosen by theme and rating, solved move by move, and rated as lichess
// rates puzzles (Glicko-2).
//
// It is pure, as rules is: no files, no network, no clock of its own
// (the time comes in as an argument). Reading a file a player named and
// keeping the rating on disk are puzzlefile's; the puzzles anna carries
// are puzzleset's; what is said about a puzzle is the session's.
//
// A lichess puzzle is a position and a line. The FEN is the position
// before the opponent's move; the first move of the line is the
// opponent's (the game's last move, often the mistake the puzzle
// punishes), and the player, the side to move after it, plays every
// other move from the second on, the opponent answering in between. The
// player's moves are "only moves", except that any move that mates wins,
// as lichess has it (database.lichess.org, Puzzles, Notes).
package puzzle
