package speech

import (
	"strings"
	"time"
)

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
	msgNeedsTerm    msg = "needs-terminal"
	msgNotYourCode  msg = "not-your-code"
	msgCodeAsk      msg = "join-code-ask"
	msgCodePrompt   msg = "join-code-prompt"
	msgCodeWrong    msg = "join-code-wrong"
	msgCodesFromYou msg = "codes-from-you"
	msgCodesFromAll msg = "codes-from-all"
	msgCodesCrowded msg = "codes-crowded"
	msgSeatFreed    msg = "seat-freed"
	msgTooSlow      msg = "too-slow"
	msgViewLang     msg = "view-lang"
	msgLobbyHelp    msg = "lobby-help"
)

var _ = printedOnly.add(msgLobbyWelcome, msgLobbyFull, msgLobbyPrompt, msgNotASeat, msgSeatTaken, msgNoSuchSeat,
	msgTableClosed, msgSeatedAt, msgWatching, msgLobbyHello, msgViewQuestion, msgViewPrompt, msgViewAgain,
	msgViewKnown, msgViewKept, msgViewOnce, msgNeedsTerm, msgNotYourCode,
	msgCodeAsk, msgCodePrompt, msgCodeWrong, msgCodesFromYou, msgCodesFromAll, msgCodesCrowded, msgSeatFreed, msgTooSlow, msgViewLang, msgLobbyHelp)

// seatFreed is a remote seat's last line when the arbiter has freed it.
func (b Phrasebook) seatFreed() Phrase { return b.printed(msgSeatFreed) }

// tooSlow is the last line of a remote terminal that did not read what
// the table sent it, past the table's bound (table.MaxWaiting, a
// megabyte): the table lets it go.
func (b Phrasebook) tooSlow() Phrase { return b.printed(msgTooSlow) }

// needsTerminal refuses a connection without one (ssh without -t).
func (b Phrasebook) needsTerminal() Phrase { return b.printed(msgNeedsTerm) }

// joinCodeAsk is the instruction at ssh's question for the join code
// (like: an example code), JoinCodePrompt its prompt, WrongJoinCode the
// answer to a code of no seat. They come before the lobby, from ssh's
// login, in the host's language.
func (b Phrasebook) joinCodeAsk(like string) Phrase { return b.printed(msgCodeAsk, verbatim(like)) }
func (b Phrasebook) JoinCodePrompt() string         { return b.printed(msgCodePrompt).Text() + " " }
func (b Phrasebook) WrongJoinCode() Phrase          { return b.printed(msgCodeWrong) }

// Join codes refused unseen, with the time until the next try: too many
// wrong ones from the player's address (codesFromYou) or from every
// address (codesFromAll), or too many new addresses trying (codesCrowded).
func (b Phrasebook) codesFromYou(wait time.Duration) Phrase {
	return b.printed(msgCodesFromYou, b.Duration(wait))
}
func (b Phrasebook) codesFromAll(wait time.Duration) Phrase {
	return b.printed(msgCodesFromAll, b.Duration(wait))
}
func (b Phrasebook) codesCrowded(wait time.Duration) Phrase {
	return b.printed(msgCodesCrowded, b.Duration(wait))
}

// lobbyHello greets a player who has given the join code.
func (b Phrasebook) lobbyHello() Phrase { return b.printed(msgLobbyHello) }

// viewQuestion asks which view a remote player wants; viewPrompt is its
// prompt and viewAgain the answer to anything but line or board. The views
// are named by the words typed for them, in the language (Croatian retci,
// ploča), which are read beside the English ones.
func (b Phrasebook) viewQuestion() Phrase { return b.printed(msgViewQuestion, b.viewWords()...) }
func (b Phrasebook) viewPrompt() string {
	return b.printed(msgViewPrompt, b.viewWords()...).Text() + " "
}
func (b Phrasebook) viewAgain() Phrase { return b.printed(msgViewAgain, b.viewWords()...) }

// viewLang says that a language may follow the view ("line hr"), which
// languages there are, and the one without it: the book's.
func (b Phrasebook) viewLang() Phrase {
	codes := make([]string, 0, len(Langs()))
	for _, l := range Langs() {
		codes = append(codes, l.String())
	}
	return b.printed(msgViewLang, verbatim(b.CommandWord("line")), verbatim(strings.Join(codes, ", ")), verbatim(b.Lang.String()))
}

// ParseViewAndLang reads the answer to the view question: a view and,
// if the player likes, a language ("line hr", "ploča en").
func (b Phrasebook) ParseViewAndLang(typed string) (view string, lang Lang, ok bool) {
	for _, w := range strings.Fields(typed) {
		if v, isView := b.ParseView(w); isView && view == "" {
			view = v
			continue
		}
		if l, err := ParseLang(w); err == nil && lang == "" && len(w) == 2 {
			lang = l
			continue
		}
		return "", "", false
	}
	return view, lang, view != ""
}

func (b Phrasebook) viewWords() []Phrase {
	return []Phrase{verbatim(b.CommandWord("line")), verbatim(b.CommandWord("board"))}
}

// viewChosen confirms a view ("line" or "board") and says how to switch:
// remembered says the player's SSH key chose it before, kept that anna
// remembers it for the key, neither that there is no key to remember it
// by. The views are named in the language, as they may be typed.
//
// A view may come with a language ("line hr"), named as typed after it.
func (b Phrasebook) viewChosen(view, other, port string, remembered, kept bool) Phrase {
	word := func(view string) Phrase {
		name, lang, _ := strings.Cut(view, " ")
		return verbatim(strings.TrimSpace(b.CommandWord(name) + " " + lang))
	}
	v, o := word(view), word(other)
	switch {
	case remembered:
		return b.printed(msgViewKnown, v, o, verbatim(port))
	case kept:
		return b.printed(msgViewKept, v, o, verbatim(port))
	}
	return b.printed(msgViewOnce, v, verbatim(port))
}

// ParseView reads the name of a view, in English or in the language:
// "line" or "board", and whether it is one.
func (b Phrasebook) ParseView(typed string) (string, bool) {
	v := strings.ToLower(strings.TrimSpace(b.Canonical(typed)))
	return v, v == "line" || v == "board"
}

// seatWord is what a player types for a seat (white, black, assistant,
// watch) in the language: "bijeli", "crni", "asistent", "gledam".
func (b Phrasebook) seatWord(seat string) string {
	if seat == "spectator" {
		seat = "watch"
	}
	return b.CommandWord(seat)
}

// lobbyWelcome greets a player who has given the join code and names the
// free seats (white, black, assistant), which may be typed, or watch.
func (b Phrasebook) lobbyWelcome(free []string) Phrase {
	if len(free) == 0 {
		return b.printed(msgLobbyFull, verbatim(b.seatWord("watch")))
	}
	words := make([]string, len(free))
	for i, s := range free {
		words[i] = b.seatWord(s)
	}
	return b.printed(msgLobbyWelcome, verbatim(strings.Join(words, ", ")), verbatim(b.seatWord("watch")))
}

// lobbyHelp answers help at the lobby's question for a seat: what each
// seat does, and how to leave.
func (b Phrasebook) lobbyHelp() Phrase {
	return b.printed(msgLobbyHelp, verbatim(b.seatWord("white")), verbatim(b.seatWord("black")), verbatim(b.seatWord("assistant")),
		verbatim(b.seatWord("watch")), verbatim(b.CommandWord("quit")))
}

// lobbyPrompt is the lobby's prompt for a seat: "Seat: ".
func (b Phrasebook) lobbyPrompt() string { return b.printed(msgLobbyPrompt).Text() + " " }

// notASeat, seatTaken, noSuchSeat and tableClosed say why a seat cannot be
// taken.
func (b Phrasebook) notASeat(typed string) Phrase {
	return b.printed(msgNotASeat, verbatim(`"`+typed+`"`))
}
func (b Phrasebook) seatTaken(seat string) Phrase {
	return b.printed(msgSeatTaken, verbatim(b.seatWord(seat)), verbatim(b.seatWord("watch")))
}
func (b Phrasebook) noSuchSeat(seat string) Phrase {
	return b.printed(msgNoSuchSeat, verbatim(b.seatWord(seat)))
}
func (b Phrasebook) tableClosed() Phrase { return b.printed(msgTableClosed) }

// notYourCode: the player's join code does not open the seat asked for
// (each seat has its own code; the arbiter's opens the arbiter's seat).
func (b Phrasebook) notYourCode(seat string) Phrase {
	return b.printed(msgNotYourCode, verbatim(b.seatWord(seat)))
}

// seatedAt is a seated player's first line: the seat, or watching, and
// how to ask for help.
func (b Phrasebook) seatedAt(seat string) Phrase {
	if seat == "spectator" || seat == "watch" {
		return b.printed(msgWatching, verbatim(b.CommandWord("help")), verbatim(b.CommandWord("quit")))
	}
	return b.printed(msgSeatedAt, verbatim(b.seatWord(seat)), verbatim(b.CommandWord("help")))
}
