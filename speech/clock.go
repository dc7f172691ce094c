package speech

import (
	"fmt"
	"time"

	"github.com/anna-chess/anna/rules"
)

// The clock's sentences (Article 6, D.2.6).
const (
	msgClockBoth msg = 1000 + iota
	msgClockOne
	msgClockToControl
	msgClockPausedNote
	msgNoClock
	msgPaused
	msgResumed
	msgNotPaused
	msgAlreadyPaused
	msgAdjusted
	msgAdjustHow
	msgFlagFell
	msgFlagFellNoMate
	msgBothFlagsDraw
	msgBothFlagsOn
	msgScheduled
	msgPenalty
	msgIncrementGranted
	msgIncrementNotNow
	msgIncrementHasOne
	msgHelpClock
	msgPausedNoMoves
	msgPoint
	msgHour
	msgHours
	msgMinute
	msgMinutes
	msgSecond
	msgSeconds
	msgMove1
	msgMoves1
)

var _ = sentences(map[msg][2]string{
	msgClockBoth:        {"{1} {2}, {3} {4}, {5}", "{1} {2}, {3} {4}, {5}"},
	msgClockOne:         {"{1} {2}, {3}", "{1} {2}, {3}"},
	msgClockToControl:   {"{1} to the time control", "{1} bis zur Zeitkontrolle"},
	msgClockPausedNote:  {"the clocks are paused", "die Uhren sind angehalten"},
	msgNoClock:          {"This game has no clock; start anna with a time control, as --time 5+3.", "Diese Partie hat keine Uhr; anna mit einer Bedenkzeit starten, etwa --time 5+3."},
	msgPaused:           {"Clocks paused.", "Uhren angehalten."},
	msgResumed:          {"Clocks running, {1} to move.", "Uhren laufen, {1} am Zug."},
	msgNotPaused:        {"The clocks are not paused.", "Die Uhren sind nicht angehalten."},
	msgAlreadyPaused:    {"The clocks are already paused.", "Die Uhren sind schon angehalten."},
	msgAdjusted:         {"{1}: clock set to {2}.", "{1}: Uhr auf {2} gestellt."},
	msgAdjustHow:        {"Say the clock and its time, as adjust white 5m, or adjust black 4:30.", "Uhr und Zeit nennen, etwa adjust white 5m oder adjust black 4:30."},
	msgFlagFell:         {"{1}: flag fallen, time is up. {2}, {3}.", "{1}: Zeit überschritten. {2}, {3}."},
	msgFlagFellNoMate:   {"{1}: flag fallen, but {2} cannot checkmate by any series of legal moves, Article 6.9. {3}, {4}.", "{1}: Zeit überschritten, aber {2} kann mit keiner Folge regelgemäßer Züge mattsetzen, Artikel 6.9. {3}, {4}."},
	msgBothFlagsDraw:    {"Both flags have fallen. {1}, {2}.", "Beide Zeiten sind abgelaufen. {1}, {2}."},
	msgBothFlagsOn:      {"Both flags have fallen before the last period: both players get the next period's time, and play goes on.", "Beide Zeiten vor der letzten Periode abgelaufen: beide erhalten die Zeit der nächsten Periode, es wird weitergespielt."},
	msgScheduled:        {"{1} {2}", "{1} {2}"},
	msgPenalty:          {"{1} gets {2} extra.", "{1} erhält {2} zusätzlich."},
	msgIncrementGranted: {"{1} asks for {3} a move for both players, which is also a draw offer. Granted: from now on both get {3} a move, and {2} gets {4} extra.", "{1} bittet um {3} pro Zug für beide, zugleich ein Remisangebot. Gewährt: ab jetzt erhalten beide {3} pro Zug, und {2} erhält {4} zusätzlich."},
	msgIncrementNotNow:  {"Only the player on move with less than {1} left may ask for an increment.", "Nur der Spieler am Zug mit weniger als {1} darf um eine Zeitgutschrift bitten."},
	msgIncrementHasOne:  {"This game has an increment already.", "Diese Partie hat schon eine Zeitgutschrift pro Zug."},
	msgHelpClock:        {"Clock: clock or c for both times, time for the player on move, pause, resume, adjust white 5m, increment.", "Uhr: clock oder c für beide Zeiten, time für den Spieler am Zug, pause, resume, adjust white 5m, increment."},
	msgPausedNoMoves:    {"The clocks are paused: type resume, then the move.", "Die Uhren sind angehalten: erst resume, dann den Zug eingeben."},
	msgPoint:            {"point", "Komma"},
	msgHour:             {"hour", "Stunde"},
	msgHours:            {"hours", "Stunden"},
	msgMinute:           {"minute", "Minute"},
	msgMinutes:          {"minutes", "Minuten"},
	msgSecond:           {"second", "Sekunde"},
	msgSeconds:          {"seconds", "Sekunden"},
	msgMove1:            {"move", "Zug"},
	msgMoves1:           {"moves", "Züge"},
})

var _ = addHelp("clock", msgHelpClock)

// Duration says a time in words: "1 hour 2 minutes 5 seconds", "4 minutes
// 12 seconds", "45 seconds", never "4:12". It says the time as every clock
// of anna shows it (rules.ShownTime: rounded up, to the tenth under ten
// seconds, "8.4 seconds").
func (b Phrasebook) Duration(d time.Duration) Phrase {
	d = rules.ShownTime(d)
	if d < 10*time.Second {
		if tenths := int(d / (100 * time.Millisecond)); tenths%10 != 0 {
			return b.tenths(tenths)
		}
	}
	s := int(d / time.Second)
	h, m, sec := s/3600, s/60%60, s%60
	var p Phrase
	v := b.Lang.voice()
	unit := func(n int, one, many msg) {
		w := many
		if n == 1 {
			w = one
		}
		p = phrase(p, number(v, n), b.say(w))
	}
	if h > 0 {
		unit(h, msgHour, msgHours)
	}
	if m > 0 {
		unit(m, msgMinute, msgMinutes)
	}
	if sec > 0 || h == 0 && m == 0 {
		unit(sec, msgSecond, msgSeconds)
	}
	return p
}

// tenths says a time under ten seconds to the tenth: "8.4 seconds".
func (b Phrasebook) tenths(n int) Phrase {
	v := b.Lang.voice()
	point := b.say(msgPoint)
	sep := "."
	if b.Lang == DE {
		sep = ","
	}
	w := Word{Text: fmt.Sprintf("%d%s%d", n/10, sep, n%10)}
	w.Clips = append(append(append(w.Clips, numberClips(v, n/10)...), point.Clips()...), numberClips(v, n%10)...)
	return phrase(w, b.say(msgSeconds))
}

// Count says "17 moves", "1 move".
func (b Phrasebook) Count(n int) Phrase {
	if n == 1 {
		return phrase(number(b.Lang.voice(), n), b.say(msgMove1))
	}
	return phrase(number(b.Lang.voice(), n), b.say(msgMoves1))
}

// ClockBoth answers "clock": both times and the moves completed, and how
// many moves are left to the time control if there is one.
// Brief verbosity says the times only: "White 4 12, Black 3 58".
func (b Phrasebook) ClockBoth(r rules.Reading, moves, toControl int, paused bool) Phrase {
	p := b.say(msgClockBoth, b.Color(rules.White), b.clockReading(r.White), b.Color(rules.Black), b.clockReading(r.Black), b.Count(moves))
	return b.clockTail(p, toControl, paused)
}

// ClockOne answers "time": the player on move's time and moves.
func (b Phrasebook) ClockOne(c rules.Color, left time.Duration, moves, toControl int, paused bool) Phrase {
	return b.clockTail(b.say(msgClockOne, b.Color(c), b.clockReading(left), b.Count(moves)), toControl, paused)
}

func (b Phrasebook) clockTail(p Phrase, toControl int, paused bool) Phrase {
	if b.Verbosity == Brief {
		return p
	}
	if toControl > 0 {
		p = phrase(p.punct(","), b.say(msgClockToControl, b.Count(toControl)))
	}
	if paused {
		p = phrase(p.punct(","), b.say(msgClockPausedNote))
	}
	return p
}

// Scheduled is a scheduled announcement of the time left to the player on
// move: "White 4 minutes"; in the last seconds only the number.
func (b Phrasebook) Scheduled(c rules.Color, left time.Duration) Phrase {
	if left <= 5*time.Second {
		return phrase(number(b.Lang.voice(), int(rules.WholeSeconds(left)/time.Second)))
	}
	return b.say(msgScheduled, b.Color(c), b.Duration(left))
}

// FlagFell announces the end of a game on time (6.9).
func (b Phrasebook) FlagFell(c rules.Color, o rules.Outcome) Phrase {
	if o.Reason == rules.FlagFallNoMate {
		return b.say(msgFlagFellNoMate, b.Color(c), b.Color(c.Other()), b.say(msgDraw), b.Result(o.Result))
	}
	winner := b.say(msgWhiteWins)
	if o.Winner() == rules.Black {
		winner = b.say(msgBlackWins)
	}
	return b.say(msgFlagFell, b.Color(c), winner, b.Result(o.Result))
}

// BothFlags announces both flags down (III.3.1): a draw, or play goes on.
func (b Phrasebook) BothFlags(drawn bool) Phrase {
	if drawn {
		return b.say(msgBothFlagsDraw, b.say(msgDraw), b.Result(rules.Drawn))
	}
	return b.say(msgBothFlagsOn)
}

func (b Phrasebook) NoClock() Phrase       { return b.say(msgNoClock) }
func (b Phrasebook) PausedNoMoves() Phrase { return b.say(msgPausedNoMoves) }
func (b Phrasebook) Paused() Phrase        { return b.say(msgPaused) }
func (b Phrasebook) NotPaused() Phrase     { return b.say(msgNotPaused) }
func (b Phrasebook) AlreadyPaused() Phrase { return b.say(msgAlreadyPaused) }
func (b Phrasebook) AdjustHow() Phrase     { return b.say(msgAdjustHow) }

// Resumed says the clocks run again, and for whom.
func (b Phrasebook) Resumed(c rules.Color) Phrase { return b.say(msgResumed, b.Color(c)) }

// Adjusted says a clock was set (6.10.2).
func (b Phrasebook) Adjusted(c rules.Color, d time.Duration) Phrase {
	return b.say(msgAdjusted, b.Color(c), b.Duration(d))
}

// Penalty says a player got extra time (9.5.3, 7.5.3).
func (b Phrasebook) Penalty(c rules.Color, d time.Duration) Phrase {
	return b.say(msgPenalty, b.Color(c), b.Duration(d))
}

// IncrementGranted answers a quickplay-finish request (III.4) by c.
func (b Phrasebook) IncrementGranted(c rules.Color, inc, extra time.Duration) Phrase {
	return b.say(msgIncrementGranted, b.Color(c), b.Color(c.Other()), b.Duration(inc), b.Duration(extra))
}

// IncrementNotNow refuses a request for an increment (III.4) by a player
// with limit or more left, or not on move.
func (b Phrasebook) IncrementNotNow(limit time.Duration) Phrase {
	return b.say(msgIncrementNotNow, b.Duration(limit))
}
func (b Phrasebook) IncrementHasOne() Phrase { return b.say(msgIncrementHasOne) }
