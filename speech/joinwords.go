package speech

import (
	"strconv"
	"time"

	"github.com/anna-chess/anna/words"
)

// anna join's own lines that are said as well as printed, for they speak
// of what the player typed or missed: a line kept while the connection is
// down, the lines not carried out when anna join gives up, a rejoin after
// more than the host keeps.
const (
	msgJoinLineKept      msg = "join-line-kept"
	msgJoinNotSent       msg = "join-not-sent"
	msgJoinMissedTooMuch msg = "join-missed-too-much"
	msgJoinHostGone      msg = "join-host-gone"
	msgJoinStillTrying   msg = "join-still-trying"
	msgJoinBack          msg = "join-back"
)

// JoinHostGone: the connection to the host is lost; anna join tries to
// join again for giveUp. Said once.
func (b Phrasebook) JoinHostGone(giveUp time.Duration) Phrase {
	return b.say(msgJoinHostGone, b.Duration(giveUp))
}

// JoinStillTrying: anna join is still trying, since the host was lost.
// Said every minute.
func (b Phrasebook) JoinStillTrying(since time.Duration) Phrase {
	return b.say(msgJoinStillTrying, b.Duration(since))
}

// JoinBack: anna join is seated again after the connection was lost;
// what it missed follows.
func (b Phrasebook) JoinBack() Phrase { return b.say(msgJoinBack) }

// JoinLineKept: a line typed while the connection is down is kept, and
// sent when anna join has joined again.
func (b Phrasebook) JoinLineKept(line string) Phrase { return b.say(msgJoinLineKept, b.quoted(line)) }

// JoinNotSent names the lines typed that the host is not known to have
// carried out when anna join stops (or joins a host that started again).
func (b Phrasebook) JoinNotSent(lines []string) Phrase {
	quoted := make([]Phrase, len(lines))
	for i, l := range lines {
		quoted[i] = b.quoted(l)
	}
	return b.say(msgJoinNotSent, b.list(quoted, msgAnd))
}

// joinMissedTooMuch: a seat joining again missed more than the host keeps
// to replay; where the game stands follows.
func (b Phrasebook) joinMissedTooMuch() Phrase { return b.say(msgJoinMissedTooMuch) }

// anna join's own lines, in the joiner's words: the connection lost and
// joined again, given up, the host's key changed, no join code. The
// system's own reason (a network error) is printed as it comes. Printed,
// not said: a screen reader reads them.
const (
	msgJoinLost        msg = "join-lost"
	msgJoinGaveUp      msg = "join-gave-up"
	msgJoinNotAnnaHost msg = "join-not-anna-host"
	msgJoinKeyChanged  msg = "join-key-changed"
	msgJoinNoCode      msg = "join-no-code"
	msgJoinCannotSay   msg = "join-cannot-say"
	msgJoinCannotReach msg = "join-cannot-reach"
	msgJoinClosed      msg = "join-closed"
	msgJoinSilent      msg = "join-silent"
	msgJoinRefused     msg = "join-host-refused"
	msgJoinTooMuch     msg = "join-too-much"
	msgJoinCodeEnded   msg = "join-code-ended"
	msgJoinCodeGone    msg = "join-code-host-gone"
)

var _ = printedOnly.add(msgJoinLost, msgJoinGaveUp, msgJoinNotAnnaHost, msgJoinKeyChanged, msgJoinNoCode, msgJoinCannotSay, msgJoinCannotReach, msgJoinClosed, msgJoinSilent, msgJoinRefused, msgJoinTooMuch,
	msgJoinCodeEnded, msgJoinCodeGone)

// JoinersOwn are the sentences anna join says of itself, on the joiner's
// computer (the phrasebook's methods that say them): its connection, the
// host's key, the join code, the lines typed there. A host sends the
// events its seat hears, in any of the phrasebook's sentences but these,
// which anna join refuses from it: a host could otherwise make the joiner
// read that the host's key changed, naming any file to edit, or that a
// line typed was kept.
var JoinersOwn = []words.Key{
	"join-line-kept", "join-not-sent", "join-lost", "join-gave-up", "join-not-anna-host", "join-key-changed",
	"join-no-code", "join-cannot-say", "join-cannot-reach", "join-closed", "join-silent", "join-code-wrong",
	"join-code-ask", "events-version", "join-host-refused", "join-too-much",
	"join-host-gone", "join-still-trying", "join-back", "join-code-ended", "join-code-host-gone",
}

// JoinLost: the connection to addr dropped (why, the system's words);
// anna join joins the seat again by itself.
func (b Phrasebook) JoinLost(addr, why string) Phrase {
	return b.printed(msgJoinLost, verbatim(addr), verbatim(cleanFree(why, wordsMax)))
}

// JoinCannotReach: anna join's first connection to addr failed (why, the
// system's words): nothing answers there, or the address is wrong.
func (b Phrasebook) JoinCannotReach(addr, why string) Phrase {
	return b.printed(msgJoinCannotReach, verbatim(addr), verbatim(why))
}

// JoinClosed is the reason given in JoinLost and JoinGaveUp for a
// connection the other end closed (the system's only word for it is EOF).
func (b Phrasebook) JoinClosed() Phrase { return b.printed(msgJoinClosed) }

// JoinSilent is the reason given in JoinLost and JoinGaveUp for a host
// that answered nothing, not even a keepalive, for d.
func (b Phrasebook) JoinSilent(d time.Duration) Phrase {
	return b.printed(msgJoinSilent, b.Duration(d))
}

// JoinTooMuch is the reason given in JoinLost for a host that sent more
// than mb megabytes in one batch (wire.MaxBatch): anna join ends the
// connection, and joins again.
func (b Phrasebook) JoinTooMuch(mb int) Phrase {
	return b.printed(msgJoinTooMuch, verbatim(strconv.Itoa(mb)))
}

// JoinGaveUp: addr has not answered for the time anna join goes on trying.
func (b Phrasebook) JoinGaveUp(addr string, d time.Duration, why string) Phrase {
	return b.printed(msgJoinGaveUp, verbatim(addr), b.Duration(d), verbatim(cleanFree(why, wordsMax)))
}

// JoinNotAnnaHost: addr answers SSH but has no anna-events (not anna, or
// an anna older than anna join).
func (b Phrasebook) JoinNotAnnaHost(addr string) Phrase {
	return b.printed(msgJoinNotAnnaHost, verbatim(addr))
}

// JoinKeyChanged: the host shows another key than the one remembered in
// file; if it really changed, its line there is to be removed.
func (b Phrasebook) JoinKeyChanged(host, key, file string) Phrase {
	return b.printed(msgJoinKeyChanged, verbatim(host), verbatim(key), verbatim(file))
}

// JoinNoCode: the host asks for the join code, and there is neither
// ANNA_JOIN_CODE nor a terminal to ask it on.
func (b Phrasebook) JoinNoCode() Phrase { return b.printed(msgJoinNoCode) }

// JoinCodeEnded: the input ended (Ctrl+D) where the join code was asked:
// no code, and anna join stops.
func (b Phrasebook) JoinCodeEnded() Phrase { return b.printed(msgJoinCodeEnded) }

// JoinCodeHostGone: the host went away (quit) while the join code was
// asked: nothing was sent, and anna join stops.
func (b Phrasebook) JoinCodeHostGone() Phrase { return b.printed(msgJoinCodeGone) }

// JoinHostRefused: the host at addr refused the seat, for the reason it
// gave (why, its own words, cleaned and cut as free text is): the words
// are the host's, and are said to be.
func (b Phrasebook) JoinHostRefused(addr, why string) Phrase {
	return b.printed(msgJoinRefused, verbatim(addr), verbatim(cleanFree(why, wordsMax)))
}

// JoinCannotSay: the host sent an event this anna cannot read or say
// (why, the reader's words, which may quote the host's: cut as free text
// is, as are JoinLost's and JoinGaveUp's); anna join leaves it out and
// goes on. A host's method name of 900 KB was printed whole.
func (b Phrasebook) JoinCannotSay(why string) Phrase {
	return b.printed(msgJoinCannotSay, verbatim(cleanFree(why, wordsMax)))
}
