package speech

import "strings"

// The SSH lobby, where a player who has given the join code picks a seat,
// and the first line at the seat. These lines are printed on the remote
// player's terminal, whose own screen reader reads them: anna does not say
// them, and their words have no clips.
const (
	msgLobbyWelcome msg = "lobby-welcome"
	msgLobbyFull    msg = "lobby-full"
	msgLobbyPrompt  msg = "lobby-prompt"
	msgNotASeat     msg = "not-a-seat"
	msgSeatTaken    msg = "seat-taken"
	msgNoSuchSeat   msg = "no-such-seat"
	msgTableClosed  msg = "table-closed"
	msgSeatedAt     msg = "seated-at"
	msgWatching     msg = "watching"
)

var _ = printedOnly.add(msgLobbyWelcome, msgLobbyFull, msgLobbyPrompt, msgNotASeat, msgSeatTaken, msgNoSuchSeat,
	msgTableClosed, msgSeatedAt, msgWatching)

// SeatWord is what a player types for a seat (white, black, assistant,
// watch) in the language: "bijeli", "crni", "asistent", "gledam".
func (b Phrasebook) SeatWord(seat string) string {
	if seat == "spectator" {
		seat = "watch"
	}
	return b.CommandWord(seat)
}

// LobbyWelcome greets a player who has given the join code and names the
// free seats (white, black, assistant), which may be typed, or watch.
func (b Phrasebook) LobbyWelcome(free []string) Phrase {
	if len(free) == 0 {
		return b.printed(msgLobbyFull, verbatim(b.SeatWord("watch")))
	}
	words := make([]string, len(free))
	for i, s := range free {
		words[i] = b.SeatWord(s)
	}
	return b.printed(msgLobbyWelcome, verbatim(strings.Join(words, ", ")), verbatim(b.SeatWord("watch")))
}

// LobbyPrompt is the lobby's prompt for a seat: "Seat: ".
func (b Phrasebook) LobbyPrompt() string { return b.printed(msgLobbyPrompt).Text() + " " }

// NotASeat, SeatTaken, NoSuchSeat and TableClosed say why a seat cannot be
// taken.
func (b Phrasebook) NotASeat(typed string) Phrase {
	return b.printed(msgNotASeat, verbatim(`"`+typed+`"`))
}
func (b Phrasebook) SeatTaken(seat string) Phrase {
	return b.printed(msgSeatTaken, verbatim(b.SeatWord(seat)), verbatim(b.SeatWord("watch")))
}
func (b Phrasebook) NoSuchSeat(seat string) Phrase {
	return b.printed(msgNoSuchSeat, verbatim(b.SeatWord(seat)))
}
func (b Phrasebook) TableClosed() Phrase { return b.printed(msgTableClosed) }

// SeatedAt is a seated player's first line: the seat, or watching, and
// how to ask for help.
func (b Phrasebook) SeatedAt(seat string) Phrase {
	if seat == "spectator" || seat == "watch" {
		return b.printed(msgWatching, verbatim(b.CommandWord("help")))
	}
	return b.printed(msgSeatedAt, verbatim(b.SeatWord(seat)), verbatim(b.CommandWord("help")))
}
