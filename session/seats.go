package session

import (
	"errors"
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Seat is who types a line: a player's seat, the assistant (D.2.10), or
// nobody in particular (one terminal acting for both players).
type Seat int8

const (
	NoSeat Seat = iota
	WhiteSeat
	BlackSeat
	AssistantSeat
	// SpectatorSeat watches: it may ask about the game, never play.
	SpectatorSeat
)

func (s Seat) String() string {
	return [...]string{"anyone", "white", "black", "assistant", "spectator"}[s]
}

// ParseSeat reads a seat's name: white, black, assistant, watch.
func ParseSeat(w string) (Seat, bool) {
	w = strings.ToLower(strings.TrimSpace(w))
	if seat, ok := seatWords[w]; ok {
		return seat, true
	}
	switch w {
	case "watch", "spectator", "zuschauer", "zuschauen":
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
	Everyone Audience = 0xff
)

// Hears reports whether a seat is in the audience (NoSeat: a terminal that
// shows everything).
func (a Audience) Hears(s Seat) bool {
	return s == NoSeat || a&s.audience() != 0
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
	}
	return Everyone
}

var errUnknownSeat = errors.New("session: unknown seat")

// seatWords are the prefixes that name who types a line.
var seatWords = map[string]Seat{
	"white": WhiteSeat, "weiss": WhiteSeat, "weiß": WhiteSeat,
	"black": BlackSeat, "schwarz": BlackSeat,
	"assistant": AssistantSeat, "assistent": AssistantSeat, "assistentin": AssistantSeat,
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

// side is the colour the current line acts for: the seat's own, or, for
// the assistant and for a line without a seat, the player whose turn it is
// (to move, or to repeat a move).
func (s *Session) side() rules.Color {
	switch s.actor {
	case WhiteSeat:
		return rules.White
	case BlackSeat:
		return rules.Black
	}
	return s.match.Turn()
}

// mover is the colour whose move waits for its clock press, for "press"
// and "correct" typed without a seat.
func (s *Session) mover() rules.Color {
	switch s.actor {
	case WhiteSeat:
		return rules.White
	case BlackSeat:
		return rules.Black
	}
	if p, waitPress, _ := s.match.Pending(); waitPress {
		return p.Color
	}
	return s.match.Turn().Other()
}

// HasAssistant reports whether the match has an assistant's seat (D.2.10).
func (s *Session) HasAssistant() bool { return s.helper }
