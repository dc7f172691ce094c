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
	msgLobbyHello   msg = "lobby-hello"
	msgViewQuestion msg = "view-question"
	msgViewPrompt   msg = "view-prompt"
	msgViewAgain    msg = "view-again"
	msgViewKnown    msg = "view-remembered"
	msgViewKept     msg = "view-kept"
	msgViewOnce     msg = "view-once"
)

var _ = printedOnly.add(msgLobbyWelcome, msgLobbyFull, msgLobbyPrompt, msgNotASeat, msgSeatTaken, msgNoSuchSeat,
	msgTableClosed, msgSeatedAt, msgWatching, msgLobbyHello, msgViewQuestion, msgViewPrompt, msgViewAgain,
	msgViewKnown, msgViewKept, msgViewOnce)

// LobbyHello greets a player who has given the join code.
func (b Phrasebook) LobbyHello() Phrase { return b.printed(msgLobbyHello) }

// ViewQuestion asks which view a remote player wants; ViewPrompt is its
// prompt and ViewAgain the answer to anything but line or board.
func (b Phrasebook) ViewQuestion() Phrase { return b.printed(msgViewQuestion) }
func (b Phrasebook) ViewPrompt() string   { return b.printed(msgViewPrompt).Text() + " " }
func (b Phrasebook) ViewAgain() Phrase    { return b.printed(msgViewAgain) }

// ViewChosen confirms a view and says how to switch: remembered says the
// player's SSH key chose it before, kept that anna remembers it for the
// key, neither that there is no key to remember it by.
func (b Phrasebook) ViewChosen(view, other, port string, remembered, kept bool) Phrase {
	switch {
	case remembered:
		return b.printed(msgViewKnown, verbatim(view), verbatim(other), verbatim(port))
	case kept:
		return b.printed(msgViewKept, verbatim(view), verbatim(other), verbatim(port))
	}
	return b.printed(msgViewOnce, verbatim(view), verbatim(port))
}

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
		return b.printed(msgWatching, verbatim(b.CommandWord("help")), verbatim(b.CommandWord("quit")))
	}
	return b.printed(msgSeatedAt, verbatim(b.SeatWord(seat)), verbatim(b.CommandWord("help")))
}
