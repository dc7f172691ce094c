package speech

// anna lichess puzzle's own sentences (issue 36), said through Say with
// the keys online/puzzles.go names: the account's puzzle rating on
// lichess at the start, a token that may not send results, the next
// puzzle without a token, a puzzle anna cannot read, and why lichess gave
// no next puzzle (out of reach, the token refused; lichess's own answer
// is lichess-refused's). The puzzle itself is said as anna puzzle says it
// (puzzle.go).
const (
	msgLichessPuzzleRating       msg = "lichess-puzzle-rating"
	msgLichessPuzzleNoWrite      msg = "lichess-puzzle-no-write"
	msgLichessPuzzleNoToken      msg = "lichess-puzzle-no-token"
	msgLichessPuzzleUnreadable   msg = "lichess-puzzle-unreadable"
	msgLichessPuzzleOffline      msg = "lichess-puzzle-offline"
	msgLichessPuzzleTokenRefused msg = "lichess-puzzle-token-refused"
)
