package speech

import (
	"fmt"
	"time"

	"github.com/anna-chess/anna/rules"
)

// The clock's sentences (Article 6, D.2.6).
const (
	msgClockBoth        msg = "clock-both"
	msgClockOne         msg = "clock-one"
	msgClockToControl   msg = "clock-to-control"
	msgClockPausedNote  msg = "clock-paused-note"
	msgNoClock          msg = "no-clock"
	msgPaused           msg = "paused"
	msgResumed          msg = "resumed"
	msgNotPaused        msg = "not-paused"
	msgAlreadyPaused    msg = "already-paused"
	msgAdjusted         msg = "adjusted"
	msgAdjustHow        msg = "adjust-how"
	msgFlagFell         msg = "flag-fell"
	msgFlagFellNoMate   msg = "flag-fell-no-mate"
	msgBothFlagsDraw    msg = "both-flags-draw"
	msgBothFlagsOn      msg = "both-flags-on"
	msgScheduled        msg = "scheduled"
	msgPenalty          msg = "penalty"
	msgIncrementGranted msg = "increment-granted"
	msgIncrementNotNow  msg = "increment-not-now"
	msgIncrementHasOne  msg = "increment-has-one"
	msgIncrementNotLast msg = "increment-not-last-period"
	msgHelpClock        msg = "help-clock"
	msgPausedNoMoves    msg = "paused-no-moves"
	msgPoint            msg = "point"
	msgHours            msg = "hours"
	msgMinutes          msg = "minutes"
	msgSeconds          msg = "seconds"
	msgMovesCount       msg = "moves-count"
)

var _ = addHelp("clock", msgHelpClock)

// Duration says a time in words: "1 hour 2 minutes 5 seconds", "4 minutes
// 12 seconds", "45 seconds", never "4:12", each unit in the form its
// number takes (Croatian 1 minuta, 2 minute, 5 minuta). It says the time
// as every clock of anna shows it (rules.ShownTime: rounded up, to the
// tenth under ten seconds, "8.4 seconds").
func (b Phrasebook) Duration(d time.Duration) Phrase {
	d = rules.ShownTime(d)
	if d < 10*time.Second {
		if tenths := int(d / (100 * time.Millisecond)); tenths%10 != 0 {
			return b.sayCount(msgSeconds, tenths, true, phrase(b.decimal(tenths)))
		}
	}
	s := int(d / time.Second)
	h, m, sec := s/3600, s/60%60, s%60
	var p Phrase
	if h > 0 {
		p = phrase(p, b.count(msgHours, h))
	}
	if m > 0 {
		p = phrase(p, b.count(msgMinutes, m))
	}
	if sec > 0 || h == 0 && m == 0 {
		p = phrase(p, b.count(msgSeconds, sec))
	}
	return p
}

// decimal is a number of tenths printed with the language's decimal
// separator and spoken as "8 point 4".
func (b Phrasebook) decimal(tenths int) Word {
	l := b.Lang
	w := Word{Text: fmt.Sprintf("%d%s%d", tenths/10, l.data().Decimal, tenths%10)}
	w.Clips = append(append(append(w.Clips, l.numberClips(tenths/10, "")...), b.say(msgPoint).Clips()...), l.numberClips(tenths%10, "")...)
	return w
}

// movesCount says "17 moves", "1 move".
func (b Phrasebook) movesCount(n int) Phrase { return b.count(msgMovesCount, n) }

// clockBoth answers "clock": both times and the moves completed, and how
// many moves are left to the time control if there is one.
// Brief verbosity says the times only: "White 4 12, Black 3 58".
func (b Phrasebook) clockBoth(r rules.Reading, moves, toControl int, paused bool) Phrase {
	p := b.say(msgClockBoth, b.Color(rules.White), b.clockReading(r.White), b.Color(rules.Black), b.clockReading(r.Black), b.movesCount(moves))
	return b.clockTail(p, toControl, paused)
}

// clockOne answers "time": the player on move's time and moves.
func (b Phrasebook) clockOne(c rules.Color, left time.Duration, moves, toControl int, paused bool) Phrase {
	return b.clockTail(b.say(msgClockOne, b.Color(c), b.clockReading(left), b.movesCount(moves)), toControl, paused)
}

func (b Phrasebook) clockTail(p Phrase, toControl int, paused bool) Phrase {
	if b.Verbosity == Brief {
		return p
	}
	if toControl > 0 {
		p = phrase(p.punct(","), b.say(msgClockToControl, b.movesCount(toControl)))
	}
	if paused {
		p = phrase(p.punct(","), b.say(msgClockPausedNote))
	}
	return p
}

// scheduled is a scheduled announcement of the time left to the player on
// move: "White 4 minutes", "White 5 seconds".
func (b Phrasebook) scheduled(c rules.Color, left time.Duration) Phrase {
	return b.say(msgScheduled, b.Color(c), b.Duration(left))
}

// lastSeconds is a reading of c's clock in its last seconds said as the
// number alone ("4"), to a listener whose last words were the reading
// before it: the side is known. Said to anyone else, it is Scheduled.
func (b Phrasebook) lastSeconds(_ rules.Color, left time.Duration) Phrase {
	return phrase(b.Lang.number(int(rules.WholeSeconds(left) / time.Second)))
}

// flagFell announces the end of a game on time (6.9).
func (b Phrasebook) flagFell(c rules.Color, o rules.Outcome) Phrase {
	if o.Reason == rules.FlagFallNoMate {
		return b.say(msgFlagFellNoMate, b.Color(c), b.Color(c.Other()), b.say(msgDraw), b.sayResult(o.Result))
	}
	winner := b.wins(o)
	return b.say(msgFlagFell, b.Color(c), winner, b.sayResult(o.Result))
}

// bothFlags announces both flags down (III.3.1): a draw, or play goes on.
func (b Phrasebook) bothFlags(drawn bool) Phrase {
	if drawn {
		return b.say(msgBothFlagsDraw, b.say(msgDraw), b.sayResult(rules.Drawn))
	}
	return b.say(msgBothFlagsOn)
}

func (b Phrasebook) noClock() Phrase       { return b.say(msgNoClock) }
func (b Phrasebook) pausedNoMoves() Phrase { return b.say(msgPausedNoMoves) }
func (b Phrasebook) sayPaused() Phrase     { return b.say(msgPaused) }
func (b Phrasebook) notPaused() Phrase     { return b.say(msgNotPaused) }
func (b Phrasebook) alreadyPaused() Phrase { return b.say(msgAlreadyPaused) }
func (b Phrasebook) adjustHow() Phrase     { return b.say(msgAdjustHow) }

// sayResumed says the clocks run again, and for whom.
func (b Phrasebook) sayResumed(c rules.Color) Phrase { return b.say(msgResumed, b.Color(c)) }

// adjusted says a clock was set (6.10.2).
func (b Phrasebook) adjusted(c rules.Color, d time.Duration) Phrase {
	return b.say(msgAdjusted, b.Color(c), b.Duration(d))
}

// penalty says a player got extra time: after the opponent's incorrect claim
// (9.5.3), or a claim under Guidelines III.5 refused or put off (III.5.3, III.5.2).
func (b Phrasebook) penalty(c rules.Color, d time.Duration) Phrase {
	return b.say(msgPenalty, b.Color(c), b.Duration(d))
}

// incrementGranted answers a quickplay-finish request (III.4) by c.
func (b Phrasebook) incrementGranted(c rules.Color, inc, extra time.Duration) Phrase {
	return b.say(msgIncrementGranted, b.Color(c), b.Color(c.Other()), b.Duration(inc), b.Duration(extra))
}

// incrementNotNow refuses a request for an increment (III.4) by a player
// with limit or more left, or not on move.
func (b Phrasebook) incrementNotNow(limit time.Duration) Phrase {
	return b.say(msgIncrementNotNow, b.Duration(limit))
}
func (b Phrasebook) incrementHasOne() Phrase { return b.say(msgIncrementHasOne) }

// incrementNotLastPeriod refuses a request for an increment before the
// last period of the time control: III.4 is for the quickplay finish.
func (b Phrasebook) incrementNotLastPeriod() Phrase { return b.say(msgIncrementNotLast) }
