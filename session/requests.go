package session

import (
	"fmt"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Requests to the arbiter. A player asks; the arbiter decides. What a
// player may only ask for (an adjournment while the opponent is on move,
// an increment under Guidelines III.4, a touched piece to be recorded, the
// arbiter's attention) is heard by the terminals with the arbiter's powers
// and carried out only when the arbiter says so (grant, refuse, touched,
// penalty). A terminal that holds the arbiter's powers itself (one
// terminal for everybody, by default the host's own) is granted at once.

type requestKind int8

const (
	adjournRequest requestKind = iota + 1
	incrementRequest
)

// request is one request waiting for the arbiter's decision.
type request struct {
	kind requestKind
	by   rules.Color
}

// requestNames are the kinds as the state file writes them.
var requestNames = map[requestKind]string{adjournRequest: "adjourn", incrementRequest: "increment"}

// RequestState is a request to the arbiter written down: it waits for the
// arbiter's decision across a resume as it did before.
type RequestState struct {
	Kind string `json:"kind"` // adjourn or increment
	By   string `json:"by"`   // white or black
}

// requestStates writes the requests waiting, oldest first.
func requestStates(rs []request) []RequestState {
	var out []RequestState
	for _, r := range rs {
		out = append(out, RequestState{Kind: requestNames[r.kind], By: rules.ColorName(r.by)})
	}
	return out
}

// restoredRequests reads them back; checkState has refused any other
// kind or side.
func restoredRequests(rs []RequestState) []request {
	var out []request
	for _, r := range rs {
		for kind, name := range requestNames {
			if strings.EqualFold(r.Kind, name) {
				out = append(out, request{kind: kind, by: rules.ColorOfWord(r.By)})
			}
		}
	}
	return out
}

// requester names the seat a request comes from: the player's own, the
// assistant, or at one terminal the side it acts for.
func (s *Session) requester(in *typedLine) string {
	switch in.seat {
	case WhiteSeat, BlackSeat, AssistantSeat:
		return in.seat.String()
	}
	return strings.ToLower(rules.ColorName(s.side(in)))
}

// toArbiter says p to the terminals with the arbiter's powers, and tells
// the player who asked that the request went there.
func (s *Session) toArbiter(in *typedLine, e Event, more ...Output) []Output {
	out := []Output{{Kind: Say, Event: e, To: ToArbiter}}
	out = append(out, more...)
	if !s.arbiter(in) {
		out = append(out, s.said(in, keyRequestSent.Event()))
	}
	return out
}

// cmdArbiter: a player calls the arbiter, with what they want in their
// own words, if any (free text: printed, and spoken by the arbiter's
// synthesizer where one is installed). Nothing is carried out.
func (s *Session) cmdArbiter(in *typedLine, _ string) []Output {
	if text := s.argAsTyped(in); text != "" {
		return s.toArbiter(in, keyCallsArbiterWith.With(words.Text(s.requester(in)), words.Text(text)))
	}
	return s.toArbiter(in, keyCallsArbiter.With(words.Text(s.requester(in))))
}

// argAsTyped is what follows the command word of the line being read, as
// the player typed it.
func (s *Session) argAsTyped(in *typedLine) string {
	line := strings.TrimSpace(in.line)
	if _, rest, err := parseSeat(line); err == nil {
		line = strings.TrimSpace(rest)
	}
	_, arg, _ := strings.Cut(line, " ")
	return strings.TrimSpace(arg)
}

// ask files a request for the arbiter's decision: one of each kind at a
// time, the newest replacing an older one.
func (s *Session) fileRequest(kind requestKind, by rules.Color) {
	for i, r := range s.requests {
		if r.kind == kind {
			s.requests = append(s.requests[:i], s.requests[i+1:]...)
			break
		}
	}
	s.requests = append(s.requests, request{kind: kind, by: by})
}

// takeRequest takes the oldest request, or of one kind (0: any).
func (s *Session) takeRequest(kind requestKind) (request, bool) {
	for i, r := range s.requests {
		if kind == 0 || r.kind == kind {
			s.requests = append(s.requests[:i], s.requests[i+1:]...)
			return r, true
		}
	}
	return request{}, false
}

// cmdGrant: the arbiter grants the oldest request waiting.
func (s *Session) cmdGrant(in *typedLine, _ string) []Output { return s.decide(in, 0, true) }

// cmdRefuse: the arbiter refuses the oldest request waiting.
func (s *Session) cmdRefuse(in *typedLine, _ string) []Output { return s.decide(in, 0, false) }

// decide carries out or refuses a request of the kind (0: the oldest).
func (s *Session) decide(in *typedLine, kind requestKind, grant bool) []Output {
	if o := s.match.Outcome(); o.Over() {
		s.requests = nil
		return s.reply(in, keyGameIsOver.With(words.Result(o.Result)))
	}
	if q := s.claimWaiting(); q != nil && kind == 0 && (q.holdsPlay() || len(s.requests) == 0) {
		if s.claimantDecides(in, q) {
			return s.reply(in, keyClaimNotYours.With(words.Colour(q.by)))
		}
		return s.decideClaim(q, grant) // III.5: the claim stops play, so it comes first
	}
	r, ok := s.takeRequest(kind)
	switch {
	case !ok:
		return s.reply(in, keyNoRequest.Event())
	case !grant && r.kind == adjournRequest:
		s.note(fmt.Sprintf("The arbiter refused %s's request to adjourn (I.1)", rules.ColorName(r.by)))
		return []Output{{Kind: Save}, s.announced(keyAdjournRefused.Event())}
	case !grant:
		s.note(fmt.Sprintf("The arbiter refused %s's request for an increment (III.4)", rules.ColorName(r.by)))
		return []Output{{Kind: Save}, s.announced(keyIncrementRefused.Event())}
	case r.kind == adjournRequest:
		s.note(fmt.Sprintf("The arbiter granted %s's request to adjourn (I.1)", rules.ColorName(r.by)))
		return append([]Output{{Kind: Save}}, s.orderSealing()...)
	}
	return s.grantIncrement(in, r.by)
}

// grantIncrement gives both players the increment and c's opponent the
// extra time (III.4).
func (s *Session) grantIncrement(in *typedLine, c rules.Color) []Output {
	if s.clock.Increment(c) > 0 {
		return s.reply(in, keyIncrementHasOne.Event())
	}
	if !s.clock.LastPeriod(c) {
		return s.reply(in, keyIncrementNotLastPeriod.Event())
	}
	s.giveIncrement(c)
	return []Output{{Kind: Save}, s.announced(keyIncrementGiven.With(words.Colour(c.Other()), words.Duration(rules.QuickplayIncrement), words.Duration(rules.QuickplayExtra)))}
}

// giveIncrement gives both players the increment and c's opponent the
// extra time, as the arbiter grants c's request (III.4), and notes it.
func (s *Session) giveIncrement(c rules.Color) {
	s.clock.AddIncrement(rules.QuickplayIncrement)
	s.clock.Add(c.Other(), rules.QuickplayExtra)
	s.rearm()
	s.note(fmt.Sprintf("The arbiter granted %s's request for an increment of %s a move; %s was given %s (III.4)",
		rules.ColorName(c), noteTime(rules.QuickplayIncrement), rules.ColorName(c.Other()), noteTime(rules.QuickplayExtra)))
}

// cmdPenalty: the arbiter penalizes a player by giving the opponent time
// (12.9.2): the time named, or as much as the penalties of Articles 7 and
// 9 give: 2 minutes, 1 in blitz (B.2) and in rapid under the 2023 text
// (A.3). An illegal move is declared (declare COLOR illegal), which counts
// it (7.5.5).
func (s *Session) cmdPenalty(in *typedLine, arg string) []Output {
	if s.clock == nil {
		return s.noClock(in)
	}
	if o := s.match.Outcome(); o.Over() {
		return s.reply(in, keyGameIsOver.With(words.Result(o.Result)))
	}
	fields := strings.Fields(arg)
	if len(fields) < 1 || len(fields) > 2 {
		return s.reply(in, keyPenaltyHow.Event())
	}
	c, ok := parseColor(fields[0])
	if !ok {
		return s.reply(in, keyPenaltyHow.Event())
	}
	d := s.penalty()
	if len(fields) == 2 {
		var err error
		if d, err = parseClockTime(fields[1]); err != nil || d <= 0 || d > maxAdjust {
			return s.reply(in, keyPenaltyHow.Event())
		}
	}
	s.clock.Add(c.Other(), d)
	s.rearm()
	s.note(fmt.Sprintf("The arbiter penalized %s: %s was given %s (12.9.2)", rules.ColorName(c), rules.ColorName(c.Other()), noteTime(d)))
	return []Output{{Kind: Save}, s.announced(keyPenalized.With(words.Colour(c), words.Colour(c.Other()), words.Duration(d)))}
}

// maxAdjust is the most time the arbiter may set or add at once: more is
// a slip of the keyboard (and a clock of years would overflow).
const maxAdjust = 100 * time.Hour

// The events said here.
var (
	keyAdjournRefused   = words.Declare("adjourn-refused")
	keyCallsArbiter     = words.Declare("calls-arbiter", words.TextKind)
	keyCallsArbiterWith = words.Declare("calls-arbiter-with", words.TextKind, words.TextKind)
	keyIncrementGiven   = words.Declare("increment-given", words.ColourKind, words.DurationKind, words.DurationKind)
	keyIncrementRefused = words.Declare("increment-refused")
	keyNoRequest        = words.Declare("no-request")
	keyPenalized        = words.Declare("penalized", words.ColourKind, words.ColourKind, words.DurationKind)
	keyPenaltyHow       = words.Declare("penalty-how")
	keyRequestSent      = words.Declare("request-sent")
)
