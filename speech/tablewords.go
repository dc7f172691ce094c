package speech

import (
	"path/filepath"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// A hosted table's own words: its join codes, said only when asked for
// (codes), and the start's lines about the scoresheet and the arbiter's
// code, which are secrets kept from a player's screen.
const (
	msgJoinCode    msg = "join-code"
	msgCodesNone   msg = "codes-none"
	msgCodesNoHost msg = "codes-no-host"
	msgCodesHint   msg = "codes-hint"
	msgSheetNamed  msg = "scoresheet-named"

	msgSeatJoined    msg = "seat-joined"
	msgSpectators    msg = "spectators-watching"
	msgNoSpectators  msg = "spectators-none"
	msgArrivalsOn    msg = "arrivals-on"
	msgArrivalsOff   msg = "arrivals-off"
	msgArrivalsHow   msg = "arrivals-how"
	msgHostEnded     msg = "host-ended"
	msgHostEndedOver msg = "host-ended-over"
	msgTableDown     msg = "table-down"
	msgTableDownRan  msg = "table-down-ran"

	msgArbiterCodeIn msg = "arbiter-code-in"
	msgArbiterKeyIn  msg = "arbiter-key-in"
)

var _ = printedOnly.add(msgArbiterCodeIn, msgArbiterKeyIn)

// joinCode says a seat's join code (seat: white, black, assistant,
// arbiter, spectator) in its Appendix D words, as it may be typed ("Join
// code for Black: Felix drei Anna sechs Bella zwei Hector acht.").
func (b Phrasebook) joinCode(seat string, code []string) Phrase {
	var words Phrase
	ad := appendix()
	for _, w := range code {
		for i := range 8 {
			if normalize(w) == normalize(ad.files[i].Text) {
				words = phrase(words, ad.files[i])
			}
			if normalize(w) == normalize(ad.ranks[i].Text) {
				words = phrase(words, ad.ranks[i])
			}
		}
	}
	return b.say(msgJoinCode, b.roleName(seat), words)
}

// codesNone answers codes at a terminal that hands out no join codes (a
// remote player's, a spectator's): the host's terminal has them.
func (b Phrasebook) codesNone() Phrase { return b.say(msgCodesNone) }

// codesNoHost answers codes in a game no host serves.
func (b Phrasebook) codesNoHost() Phrase { return b.say(msgCodesNoHost) }

// CodesHint tells the host's terminal at the start how to hear the join
// codes, which are not shown unasked.
func (b Phrasebook) CodesHint() Phrase { return b.say(msgCodesHint, b.commandPhrase("codes")) }

// ScoresheetNamed says the scoresheet's file name (its folder is printed,
// not said: a path read aloud is a string of slashes).
func (b Phrasebook) ScoresheetNamed(path string) Phrase {
	return b.say(msgSheetNamed, b.free(filepath.Base(path), wordsMax))
}

// ArbiterCodeIn names the file the arbiter's join code is kept in (only
// the host's user may read it); ArbiterKeyIn the file of the arbiter's
// public key, which opens the arbiter's seat without a code.
func (b Phrasebook) ArbiterCodeIn(path string) Phrase {
	return b.printed(msgArbiterCodeIn, verbatim(path))
}

func (b Phrasebook) ArbiterKeyIn(path string) Phrase {
	return b.printed(msgArbiterKeyIn, verbatim(path))
}

// tableDown says how long no host ran a hosted match, said when it is
// served again: the clocks stand as they were saved. When a clock ran
// after the last save (running, for uncounted), that time is not
// counted, and the arbiter hears how long it was.
func (b Phrasebook) tableDown(down, uncounted time.Duration, running rules.Color) Phrase {
	if uncounted < time.Second || running == rules.NoColor {
		return b.say(msgTableDown, b.Duration(down))
	}
	return b.say(msgTableDownRan, b.Duration(down), b.Duration(uncounted), b.Color(running))
}

// hostEnded is the first thing every seat hears when the host closes the
// table on purpose: a game over (its result follows), or one saved to go
// on when the host serves it again (where it stands follows).
func (b Phrasebook) hostEnded(over bool) Phrase {
	if over {
		return b.say(msgHostEndedOver)
	}
	return b.say(msgHostEnded)
}

// seatJoined: a player, the assistant or the arbiter has sat down at the
// table for the first time (coming back is seatBack).
func (b Phrasebook) seatJoined(seat string) Phrase {
	return b.arrival(msgSeatJoined, b.seatName(seat))
}

// spectators: how many spectators watch now, said when one comes or goes.
func (b Phrasebook) spectators(n int) Phrase {
	if b.NoArrivals {
		return Phrase{}
	}
	if n == 0 {
		return b.say(msgNoSpectators).As(words.Answer)
	}
	return b.sayCount(msgSpectators, n, false, phrase(b.Lang.number(n))).As(words.Answer)
}

// arrival is a sentence of who comes and goes: said as an answer (a key
// silences it, a move cuts it), or nothing where arrivals are off.
func (b Phrasebook) arrival(m msg, args ...Phrase) Phrase {
	if b.NoArrivals {
		return Phrase{}
	}
	return b.say(m, args...).As(words.Answer)
}

// arrivalsState answers arrivals: whether this terminal hears who joins
// and leaves the table now.
func (b Phrasebook) arrivalsState(on bool) Phrase {
	if on {
		return b.say(msgArrivalsOn)
	}
	return b.say(msgArrivalsOff)
}
