package speech

import (
	"strconv"
	"time"
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

// joinHostGone: the connection to the host is lost; anna join tries to
// join again for giveUp. Said once.
func (b Phrasebook) joinHostGone(giveUp time.Duration) Phrase {
	return b.say(msgJoinHostGone, b.Duration(giveUp))
}

// joinStillTrying: anna join is still trying, since the host was lost.
// Said every minute.
func (b Phrasebook) joinStillTrying(since time.Duration) Phrase {
	return b.say(msgJoinStillTrying, b.Duration(since))
}

// joinBack: anna join is seated again after the connection was lost;
// what it missed follows.
func (b Phrasebook) joinBack() Phrase { return b.say(msgJoinBack) }

// joinLineKept: a line typed while the connection is down is kept, and
// sent when anna join has joined again.
func (b Phrasebook) joinLineKept(line string) Phrase { return b.say(msgJoinLineKept, b.quoted(line)) }

// joinNotSent names the lines typed that the host is not known to have
// carried out when anna join stops (or joins a host that started again).
func (b Phrasebook) joinNotSent(lines []string) Phrase {
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

// joinLost: the connection to addr dropped (why, the system's words);
// anna join joins the seat again by itself.
func (b Phrasebook) joinLost(addr, why string) Phrase {
	return b.printed(msgJoinLost, verbatim(addr), verbatim(cleanFree(why, wordsMax)))
}

// joinCannotReach: anna join's first connection to addr failed (why, the
// system's words): nothing answers there, or the address is wrong.
func (b Phrasebook) joinCannotReach(addr, why string) Phrase {
	return b.printed(msgJoinCannotReach, verbatim(addr), verbatim(why))
}

// joinClosed is the reason given in joinLost and joinGaveUp for a
// connection the other end closed (the system's only word for it is EOF).
func (b Phrasebook) joinClosed() Phrase { return b.printed(msgJoinClosed) }

// joinSilent is the reason given in joinLost and joinGaveUp for a host
// that answered nothing, not even a keepalive, for d.
func (b Phrasebook) joinSilent(d time.Duration) Phrase {
	return b.printed(msgJoinSilent, b.Duration(d))
}

// joinTooMuch is the reason given in joinLost for a host that sent more
// than mb megabytes in one batch (wire.MaxBatch): anna join ends the
// connection, and joins again.
func (b Phrasebook) joinTooMuch(mb int) Phrase {
	return b.printed(msgJoinTooMuch, verbatim(strconv.Itoa(mb)))
}

// joinGaveUp: addr has not answered for the time anna join goes on trying.
func (b Phrasebook) joinGaveUp(addr string, d time.Duration, why string) Phrase {
	return b.printed(msgJoinGaveUp, verbatim(addr), b.Duration(d), verbatim(cleanFree(why, wordsMax)))
}

// joinNotAnnaHost: addr answers SSH but has no anna-events (not anna, or
// an anna older than anna join).
func (b Phrasebook) joinNotAnnaHost(addr string) Phrase {
	return b.printed(msgJoinNotAnnaHost, verbatim(addr))
}

// joinKeyChanged: the host shows another key than the one remembered in
// file; if it really changed, its line there is to be removed.
func (b Phrasebook) joinKeyChanged(host, key, file string) Phrase {
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

// joinHostRefused: the host at addr refused the seat, for the reason it
// gave (why, its own words, cleaned and cut as free text is): the words
// are the host's, and are said to be.
func (b Phrasebook) joinHostRefused(addr, why string) Phrase {
	return b.printed(msgJoinRefused, verbatim(addr), verbatim(cleanFree(why, wordsMax)))
}

// joinCannotSay: the host sent an event this anna cannot read or say
// (why, the reader's words, which may quote the host's: cut as free text
// is, as are joinLost's and joinGaveUp's); anna join leaves it out and
// goes on. A host's method name of 900 KB was printed whole.
func (b Phrasebook) joinCannotSay(why string) Phrase {
	return b.printed(msgJoinCannotSay, verbatim(cleanFree(why, wordsMax)))
}
