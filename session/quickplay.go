package session

import (
	"fmt"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Guidelines III, when the event applies them: a player on move with less
// than two minutes in the last period of a game without increment may ask
// for an increment (III.4, clock.go) or claim a draw because the opponent
// cannot win by normal means, or is making no effort to win by normal
// means (III.5). The claim stops the clocks and goes to the arbiter (the
// arbiter's seat; at one terminal, whoever types there), who grants it
// (drawn, III.5.1), refuses it (two minutes to the opponent, III.5.3), or
// postpones the decision by restarting the clocks with resume (two
// minutes to the opponent unless resume 0, III.5.2). A postponed claim is
// decided later in the game, or when a flag falls: the fall then waits for
// the arbiter's grant (drawn) or refusal (the flag fall stands, 6.9).

// quickplayClaim is a claim under III.5 waiting for the arbiter.
type quickplayClaim struct {
	by        rules.Color
	postponed bool        // play goes on; the decision comes later
	extra     bool        // the opponent got the two minutes when it was postponed
	flag      rules.Color // the flag that fell while it was postponed, or NoColor
	paused    bool        // the arbiter had paused the clocks before the claim
	// shared: filed at the one terminal acting for everybody, where the
	// arbiter decides by lines typed as the arbiter ("arbiter: grant").
	shared bool
}

// quickplay reports whether Guidelines III apply now to c's claim or
// request: the event applies them, c plays the last period, and the game
// has no increment (an increment granted under III.4 ends them, III.2.2).
func (s *Session) quickplay(c rules.Color) bool {
	return s.guidelines && s.clock != nil && s.clock.LastPeriod(c) && s.clock.Increment(c) == 0
}

// claimWaiting is the III.5 claim the arbiter has still to decide, if any;
// a claim lapses when the game ends otherwise.
func (s *Session) claimWaiting() *quickplayClaim {
	if s.quick != nil && s.match.Outcome().Over() {
		s.quick = nil
	}
	return s.quick
}

// holdsPlay reports whether the claim stops play: the clocks stopped for
// the arbiter, or a flag fallen while the decision was postponed.
func (q *quickplayClaim) holdsPlay() bool {
	return q != nil && (!q.postponed || q.flag != rules.NoColor)
}

// mayClaimNormalMeans reports whether c's claim without a move is one
// under III.5: Guidelines III apply, c is on move with less than two
// minutes, and neither 9.2 nor 9.3 makes the claim correct as it stands.
func (s *Session) mayClaimNormalMeans(in *typedLine, c rules.Color) bool {
	g := s.game(in)
	return s.quickplay(c) && s.match.Turn() == c && s.clock.Remaining(c) < rules.QuickplayLimit &&
		g.RepetitionCount() < 3 && g.HalfmoveClock() < 100
}

// claimNormalMeans files c's claim under III.5: the clocks stop (6.11.2:
// a player may stop them to seek the arbiter's help) and the arbiter is
// asked to decide.
func (s *Session) claimNormalMeans(in *typedLine, c rules.Color) []Output {
	if q := s.claimWaiting(); q != nil {
		return s.reply(in, keyClaimWaits.Event())
	}
	if !s.game(in).CanCheckmate(c.Other()) {
		// The opponent cannot checkmate by any series of legal moves, so
		// cannot win by normal means: anna's decider settles the claim as
		// any arbiter would (III.5.1).
		s.match.DrawByArbiter(rules.NormalMeansClaim, c)
		s.stopClockIfOver()
		return []Output{{Kind: Save}, s.announced(keyNormalMeansNoMate.With(words.Colour(c)))}
	}
	if s.ownArbiter(in, c) {
		// Nobody but the claimant could decide the rest of the claim (the
		// opponent's chances, their efforts): it is not filed, and the
		// clocks run on.
		return s.reply(in, keyClaimNoArbiter.With(words.Colour(c), words.Colour(c.Other())))
	}
	q := &quickplayClaim{by: c, flag: rules.NoColor, paused: s.clock.Paused(), shared: in.shared}
	if !q.paused {
		s.clock.Pause()
	}
	s.armed = 0
	s.quick = q
	s.note(fmt.Sprintf("%s claims a draw under Guidelines III.5 with %s left: %s cannot win by normal means, or is making no effort to win by normal means; the clocks are stopped for the arbiter",
		rules.ColorName(c), rules.ClockString(s.clock.Remaining(c)), rules.ColorName(c.Other())))
	return []Output{{Kind: Save}, s.announced(keyNormalMeansClaimed.With(words.Colour(c), words.Colour(c.Other()))), s.askArbiter(q, false)}
}

// ownArbiter reports whether the terminal filing c's claim is the only
// arbiter there is for it: it holds the arbiter's powers and nobody else
// does, as at the host's own terminal (the arbiter is not remote), or it
// is the one terminal acting for everybody and c's opponent is the
// engine (c is alone at the table). A player does not decide their own
// claim: there anna decides what the Laws make certain (the opponent
// cannot checkmate at all), and nothing else. At one terminal shared by
// two people, a third may be the arbiter: the claim is filed, and decided
// by lines typed as the arbiter (claimantDecides).
func (s *Session) ownArbiter(in *typedLine, c rules.Color) bool {
	if !in.roles.Has(ArbiterRole) {
		return false
	}
	return !in.shared || s.engine != nil && s.engine.plays == c.Other()
}

// claimantDecides reports whether a decision on q may be its claimant's:
// typed for the claimant's seat (or its assistant), or at the one
// terminal acting for everybody by any line but one typed as the arbiter
// ("arbiter: grant"): anyone at it may have typed it, the claimant too.
func (s *Session) claimantDecides(in *typedLine, q *quickplayClaim) bool {
	if c, ok := s.ownColor(in.seat); ok && c == q.by {
		return true
	}
	return in.shared && in.seat != ArbiterSeat && !in.byCode
}

// askArbiter tells the terminals with the arbiter's powers how to decide
// the claim: grant, resume (postpone) or refuse; after a flag fall, grant
// or refuse.
func (s *Session) askArbiter(q *quickplayClaim, afterFlag bool) Output {
	return Output{Kind: Say, Event: keyDecideClaim.With(words.Flag(afterFlag), words.Flag(q.shared)), To: ToArbiter}
}

// decideClaim is the arbiter's grant or refusal of the claim waiting.
func (s *Session) decideClaim(q *quickplayClaim, grant bool) []Output {
	s.quick = nil
	if grant {
		// III.5.1, III.5.2: the arbiter agrees; the game is drawn.
		s.match.DrawByArbiter(rules.NormalMeansClaim, q.by)
		s.stopClockIfOver()
		return []Output{{Kind: Save}, s.announced(keyOutcome.With(words.Outcome(s.match.Outcome())))}
	}
	out := []Output{{Kind: Save}, s.announced(keyNormalMeansRejected.With(words.Colour(q.by)))}
	if q.flag != rules.NoColor {
		// III.5.2: the claim fails; the flag fall stands (6.9).
		s.note(fmt.Sprintf("The arbiter rejected %s's claim under Guidelines III.5; the flag fall stands (III.5.2, 6.9)", rules.ColorName(q.by)))
		o, _ := s.match.FlagFall(q.flag)
		return append(out, s.announced(keyFlagFell.With(words.Colour(q.flag), words.Outcome(o)).As(words.Alarm)))
	}
	s.note(fmt.Sprintf("The arbiter rejected %s's claim under Guidelines III.5 (III.5.3)", rules.ColorName(q.by)))
	if !q.extra {
		out = append(out, s.quickplayExtra(q.by.Other(), rules.QuickplayExtra)...) // III.5.3
	}
	if q.postponed {
		return out // the clocks run already
	}
	return append(out, s.restartAfterClaim(q)...)
}

// postponeClaim is the arbiter's resume while the claim waits: play goes
// on and the decision comes later (III.5.2); the opponent gets extra (two
// minutes unless the arbiter says otherwise).
func (s *Session) postponeClaim(in *typedLine, q *quickplayClaim, arg string) []Output {
	if s.claimantDecides(in, q) {
		return s.reply(in, keyClaimNotYours.With(words.Colour(q.by)))
	}
	extra := rules.QuickplayExtra
	if arg != "" {
		d, err := parseClockTime(arg)
		if err != nil || d > maxAdjust {
			return s.reply(in, keyResumeHow.Event())
		}
		extra = d
	}
	if q.flag != rules.NoColor {
		return s.reply(in, keyClaimWaits.Event()) // after a flag fall: grant or refuse
	}
	q.postponed = true
	s.note(fmt.Sprintf("The arbiter postponed the decision on %s's claim under Guidelines III.5; play goes on (III.5.2)", rules.ColorName(q.by)))
	out := []Output{{Kind: Save}, s.announced(keyNormalMeansPostponed.With(words.Colour(q.by)))}
	if extra > 0 {
		q.extra = true
		out = append(out, s.quickplayExtra(q.by.Other(), extra)...)
	}
	return append(out, s.restartAfterClaim(q)...)
}

// quickplayExtra gives c time under Guidelines III and says so.
func (s *Session) quickplayExtra(c rules.Color, d time.Duration) []Output {
	s.clock.Add(c, d)
	return []Output{s.announced(keyPenalty.With(words.Colour(c), words.Duration(d)))}
}

// restartAfterClaim starts the clocks again, unless the arbiter had
// paused them before the claim.
func (s *Session) restartAfterClaim(q *quickplayClaim) []Output {
	if q.paused {
		return nil
	}
	s.clock.Resume()
	s.rearm()
	return append([]Output{s.announced(keyResumed.With(words.Colour(s.match.Turn())))}, s.flagsAfterChange()...)
}

// flagWhilePostponed: the claimant's flag falls while the decision is
// postponed. The game waits for the arbiter (III.5.2): it says whether it
// took the fall. The opponent's flag, or the claimant's when the opponent
// cannot checkmate by any series of legal moves, ends the game by 6.9 as
// ever: the claim lapses.
func (s *Session) flagWhilePostponed(col rules.Color) ([]Output, bool) {
	q := s.claimWaiting()
	if q == nil || !q.postponed || col != q.by || !s.match.Sheet(col).CanCheckmate(col.Other()) {
		return nil, false
	}
	if q.flag != rules.NoColor {
		return nil, true // said already
	}
	q.flag = col
	s.armed = 0
	for _, st := range s.seats {
		st.confirm, st.question = nil, nil // a flag fall ends every question
	}
	s.sealer = rules.NoColor
	s.note(fmt.Sprintf("%s's flag fell while the decision on %s's claim under Guidelines III.5 was postponed; the arbiter decides (III.5.2)",
		rules.ColorName(col), rules.ColorName(q.by)))
	return []Output{{Kind: Save}, s.announced(keyFlagFellClaimWaits.With(words.Colour(col), words.Colour(q.by)).As(words.Alarm)), s.askArbiter(q, true)}, true
}

// QuickplayClaimState is a claim under III.5 waiting for the arbiter, as
// the state file keeps it.
type QuickplayClaimState struct {
	By        string `json:"by"`
	Postponed bool   `json:"postponed,omitempty"`
	Extra     bool   `json:"extra_given,omitempty"`
	Flag      string `json:"flag_fallen,omitempty"`
	Paused    bool   `json:"paused_before,omitempty"`
	Shared    bool   `json:"one_terminal,omitempty"` // filed at the one terminal acting for everybody
}

func (q *quickplayClaim) state() *QuickplayClaimState {
	if q == nil {
		return nil
	}
	st := &QuickplayClaimState{By: rules.ColorName(q.by), Postponed: q.postponed, Extra: q.extra, Paused: q.paused, Shared: q.shared}
	if q.flag != rules.NoColor {
		st.Flag = rules.ColorName(q.flag)
	}
	return st
}

func (st *QuickplayClaimState) claim() (*quickplayClaim, error) {
	if st == nil {
		return nil, nil
	}
	q := &quickplayClaim{by: rules.ColorOfWord(st.By), postponed: st.Postponed, extra: st.Extra, flag: rules.ColorOfWord(st.Flag), paused: st.Paused, shared: st.Shared}
	if q.by == rules.NoColor || (st.Flag != "" && q.flag == rules.NoColor) {
		return nil, &FieldError{Field: "quickplay_claim", Value: fmt.Sprintf("%+v", *st), Why: "not White or Black"}
	}
	return q, nil
}

// guidelinesSaved reads whether Guidelines III apply from the state: on,
// off, or (a state written before anna kept it) as III.2.2 allows.
func guidelinesSaved(saved string, tc rules.TimeControl) (bool, error) {
	g := rules.GuidelinesAuto
	if saved != "" {
		var err error
		if g, err = rules.ParseGuidelinesIII(saved); err != nil || g == rules.GuidelinesAuto {
			return false, &FieldError{Field: "guidelines_iii", Value: fmt.Sprintf("%q", saved), Why: "not on or off"}
		}
	}
	return g == rules.GuidelinesOn || g.Apply(tc), nil
}

// The events said here.
var (
	keyClaimNoArbiter       = words.Declare("claim-no-arbiter", words.ColourKind, words.ColourKind)
	keyClaimNotYours        = words.Declare("claim-not-yours", words.ColourKind)
	keyDecideClaim          = words.Declare("decide-claim", words.FlagKind, words.FlagKind)
	keyFlagFellClaimWaits   = words.Declare("flag-fell-claim-waits", words.ColourKind, words.ColourKind)
	keyNormalMeansClaimed   = words.Declare("normal-means-claimed", words.ColourKind, words.ColourKind)
	keyNormalMeansNoMate    = words.Declare("normal-means-no-mate", words.ColourKind)
	keyNormalMeansPostponed = words.Declare("normal-means-postponed", words.ColourKind)
	keyNormalMeansRejected  = words.Declare("normal-means-rejected", words.ColourKind)
	keyResumeHow            = words.Declare("resume-how")
)
