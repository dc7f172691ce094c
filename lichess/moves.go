package lichess

import (
	"errors"
	"fmt"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Reading the server's moves into the game's own: the Board API sends
// every move of the game in UCI, from its start, with each state
// (GameStateEvent.moves: "King to rook for Chess960-compatible castling
// notation", though its own example castles e1g1). anna keeps the game in
// rules; these helpers read the server's list into rules moves and say how
// anna's game differs from it, so that a reopened stream (whose first
// message is the whole game again) announces nothing twice and loses
// nothing, and a takeback is seen as fewer moves.

// ErrServerMove is wrapped by the errors of a move the server sent that
// anna cannot play: not UCI, or not legal in the game's position. The
// server is the referee of an online game, so this means anna and the
// server disagree about the game; the caller starts over from gameFull.
var ErrServerMove = errors.New("lichess: a move from the server cannot be played")

// Variant keys (VariantKey) anna plays.
const (
	VariantStandard     = "standard"
	VariantChess960     = "chess960"
	VariantFromPosition = "fromPosition"
)

// ErrVariant: a variant anna does not play (crazyhouse, atomic, ...).
var ErrVariant = errors.New("lichess: anna plays standard chess and Chess960 only")

// Start reads a game's start from its first message: the variant and the
// position, initialFen "startpos" (or empty) for the usual one, else the
// FEN lichess gives (for Chess960 with X-FEN or Shredder-FEN castling,
// which rules reads both).
func Start(f GameFull) (rules.Variant, string, error) {
	v := rules.StandardChess
	switch f.Variant.Key {
	case VariantStandard, VariantFromPosition, "":
	case VariantChess960:
		v = rules.Chess960
	default:
		return v, "", fmt.Errorf("%w: this game is %s", ErrVariant, orKey(f.Variant))
	}
	fen := strings.TrimSpace(f.InitialFEN)
	if fen == "" || fen == "startpos" {
		if v == rules.Chess960 {
			return v, "", fmt.Errorf("lichess: a Chess960 game without its start position")
		}
		fen = rules.StartFEN
	}
	return v, fen, nil
}

func orKey(v Variant) string {
	if v.Name != "" {
		return v.Name
	}
	return v.Key
}

// NewGame is a game at the start of the online game f, with no moves yet.
func NewGame(f GameFull) (*rules.Game, error) {
	v, fen, err := Start(f)
	if err != nil {
		return nil, err
	}
	g, err := rules.NewVariantGame(v, fen)
	if err != nil {
		return nil, fmt.Errorf("lichess: the game's start position: %w", err)
	}
	return g, nil
}

// ReadMove reads one move the server sent, in UCI, in g's position: the
// legal move it names in g's own form. Castling may come as the king's
// move (e1g1) or as king takes rook (e1h1), in either variant.
func ReadMove(g *rules.Game, uci string) (rules.Move, error) {
	m, err := rules.ParseUCI(uci)
	if err != nil {
		return rules.Move{}, fmt.Errorf("%w: %q is not a UCI move", ErrServerMove, uci[:min(len(uci), 16)]) // the start says what it is
	}
	found, ok := g.Find(m)
	if !ok {
		return rules.Move{}, fmt.Errorf("%w: %s is not legal after %d moves (%s)", ErrServerMove, uci, len(g.Plies()), g.FEN())
	}
	return found, nil
}

// MaxPlies is the most half-moves a server's list may hold: more than any
// game the Laws allow (the 75-move rule and fivefold repetition, 9.6, end
// every game well before), as many as a saved match's state may hold. A
// hostile server's list of 200,000 (a megabyte) held anna lichess's game
// for minutes (35 s of CPU) before it said a word.
const MaxPlies = 20_000

// Sync is what anna does to its game to hold the server's moves: take
// back its last Back moves, then play Add in order. A reopened stream
// with nothing new is the zero Sync; the opponent's move is one Add; a
// takeback is Back alone; a move of anna's that the server never took
// (refused, or lost with the network) is taken back, and moves made from
// another device are added.
type Sync struct {
	Back int
	Add  []rules.Move
}

// Same reports whether anna's game already holds the server's moves.
func (s Sync) Same() bool { return s.Back == 0 && len(s.Add) == 0 }

// SyncMoves compares the moves of g (its plies from its start) with the
// server's list (space-separated UCI, as in gameFull.state.moves and
// gameState.moves). g is not changed. The moves both have are compared as
// written first, then, from the first that differs in writing (castling
// as e1g1 or e1h1), in g's position of the moment, so that a long game's
// every state costs little: no replay from the start.
func SyncMoves(g *rules.Game, moves string) (Sync, error) {
	words := strings.Fields(moves)
	if len(words) > MaxPlies {
		return Sync{}, fmt.Errorf("%w: %d half-moves, more than any game has (%d)", ErrServerMove, len(words), MaxPlies)
	}
	plies := g.Plies()
	same := 0
	for same < len(plies) && same < len(words) && plies[same].Move.String() == words[same] {
		same++
	}
	line, err := g.After(same)
	if err != nil {
		return Sync{}, err
	}
	line.PlayOn() // the server ends the game, not a dead position anna sees
	var add []rules.Move
	for i := same; i < len(words); i++ {
		m, err := ReadMove(line, words[i])
		if err != nil {
			return Sync{}, err
		}
		if add == nil && i < len(plies) && plies[i].Move == m {
			same++ // the same move, written the other way
		} else {
			add = append(add, m)
		}
		if _, err := line.Play(m); err != nil {
			return Sync{}, fmt.Errorf("%w: %s: %v", ErrServerMove, words[i], err)
		}
		line.PlayOn()
	}
	return Sync{Back: len(plies) - same, Add: add}, nil
}
