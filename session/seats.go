package session

import (
	"errors"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Seat is who types a line: a player's seat, the assistant (D.2.10), the
// arbiter, a spectator, or nobody in particular (one terminal acting for
// everybody).
type Seat int8

const (
	NoSeat Seat = iota
	WhiteSeat
	BlackSeat
	AssistantSeat
	// SpectatorSeat watches: it may ask about the game, never play.
	SpectatorSeat
	// ArbiterSeat holds the arbiter's powers (clocks, penalties, requests)
	// and plays no side.
	ArbiterSeat
)

func (s Seat) String() string {
	return [...]string{"anyone", "white", "black", "assistant", "spectator", "arbiter"}[s]
}

// ParseSeat reads a seat's name: white, black, assistant, arbiter, watch.
func ParseSeat(w string) (Seat, bool) {
	w = strings.ToLower(strings.TrimSpace(w))
	if seat, ok := seatWords[w]; ok {
		return seat, true
	}
	switch w {
	case "watch", "spectator": // a language's own words are put in English first (speech's Canonical)
		return SpectatorSeat, true
	}
	return NoSeat, false
}

// SeatOf is the seat of a colour.
func SeatOf(c rules.Color) Seat {
	if c == rules.Black {
		return BlackSeat
	}
	return WhiteSeat
}

// Audience is who hears an output: a set of seats, and spectators.
type Audience uint8

const (
	ToWhite Audience = 1 << iota
	ToBlack
	ToAssistant
	ToSpectators
	// ToArbiter: the terminals that hold the arbiter's powers (a request
	// to the arbiter).
	ToArbiter
	Everyone Audience = 0xff
	// Sitting: everybody at the board, not the spectators (who comes and goes).
	Sitting = ToWhite | ToBlack | ToAssistant | ToArbiter
)

// Hears reports whether a seat is in the audience (NoSeat: a terminal that
// shows everything).
func (a Audience) Hears(s Seat) bool {
	return s == NoSeat || a&s.audience() != 0
}

// HeardBy reports whether a terminal at seat with roles is in the
// audience: what is said to the arbiter reaches every terminal that holds
// the arbiter's powers, whatever its seat.
func (a Audience) HeardBy(s Seat, roles Roles) bool {
	return a.Hears(s) || a&ToArbiter != 0 && roles.Has(ArbiterRole)
}

func (s Seat) audience() Audience {
	switch s {
	case WhiteSeat:
		return ToWhite
	case BlackSeat:
		return ToBlack
	case AssistantSeat:
		return ToAssistant
	case SpectatorSeat:
		return ToSpectators
	case ArbiterSeat:
		return ToArbiter
	}
	return Everyone
}

var errUnknownSeat = errors.New("session: unknown seat")

// seatWords are the prefixes that name who types a line, in English: a
// language's own (weiß:, crni:) are put in English before a line is read
// (speech's Canonical, from the language files' [commands]).
var seatWords = map[string]Seat{
	"white": WhiteSeat, "black": BlackSeat, "assistant": AssistantSeat, "arbiter": ArbiterSeat,
}

// parseSeat splits "black: Springer Felix sechs" into the seat and the rest.
// A word of three or more letters before a colon must be a seat; a shorter
// one is part of a move (SAN's "B:c6").
func parseSeat(line string) (Seat, string, error) {
	head, rest, ok := strings.Cut(strings.TrimSpace(line), ":")
	if !ok {
		return NoSeat, line, nil
	}
	word := strings.ToLower(strings.TrimSpace(head))
	if seat, ok := seatWords[word]; ok {
		return seat, rest, nil
	}
	if len([]rune(word)) >= 3 && !strings.ContainsAny(word, " 0123456789") {
		return NoSeat, line, errUnknownSeat
	}
	return NoSeat, line, nil
}

// side is the colour the current line acts for: the seat's own; for the
// assistant, the player it assists (when it assists one only); for a line
// without a seat, the player whose turn it is (to move, or to repeat a
// move).
func (s *Session) side(in *typedLine) rules.Color {
	if c, ok := s.ownColor(in.seat); ok {
		return c
	}
	return s.match.Turn()
}

// ownColor is the one colour the seat typing acts for, if it has one: a
// player's seat, or the assistant of one visually disabled player.
func (s *Session) ownColor(seat Seat) (rules.Color, bool) {
	switch {
	case seat == WhiteSeat:
		return rules.White, true
	case seat == BlackSeat:
		return rules.Black, true
	case seat == AssistantSeat && s.blind[0] != s.blind[1]:
		if s.blind[1] {
			return rules.Black, true
		}
		return rules.White, true
	}
	return rules.NoColor, false
}

// mover is the colour whose move waits for its clock press, for "press"
// and "correct" typed without a seat.
func (s *Session) mover(in *typedLine) rules.Color {
	if c, ok := s.ownColor(in.seat); ok {
		return c
	}
	if p, waitPress, _ := s.match.Pending(); waitPress {
		return p.Color
	}
	return s.match.Turn().Other()
}

// HasAssistant reports whether the match has an assistant's seat (D.2.10).
func (s *Session) HasAssistant() bool { return s.helper }
