package session

import (
	"slices"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// Online play (issue 22): a game played on a server that decides — lichess,
// through its Board API. The player at this keyboard plays one side; the
// other seat is the server's (package online sits there, as the engine
// sits at its seat). The server is the authority: its moves are played
// here as they come, its clocks set the clock, its offers and requests are
// said, and its result ends the game (ServerState). The player's own
// offers, answers, resignation, abort, claims and chat go to the server
// as requests (TakeOnlineRequests) and take effect when the server says
// so. Nothing is decided here: no flag falls by the local clock, no
// arbiter rules, no claim is judged. This file is the online mode's one
// place in the session.

// Online is a game played on a server.
type Online struct {
	Player   rules.Color // the side played at this keyboard
	Opponent string      // the opponent's name, as the server gives it
	// Chat: the game's chat is read aloud, and say writes in it.
	Chat bool
	// Heard is how many plies of the game the player heard here before (a
	// game left while it ran, and resumed): the moves the server has past
	// them are said after the opening. 0: the game was not played here, and
	// its last moves, if any, are said as "last" says them.
	Heard int
}

// unheard says the moves of a game resumed that the player did not hear
// here: those past what they heard, or the last moves of a game they
// never played here (or of one taken back meanwhile).
func (s *Session) unheard() []Output {
	if s.online == nil {
		return nil
	}
	heard := s.online.cfg.Heard
	if heard == 0 {
		heard = -1 // not played here: its last moves
	}
	var out []Output
	for _, e := range movesAfter(s.match.Agreed().Plies(), heard) {
		out = append(out, s.announced(e))
	}
	return out
}

// OnlineKind is what the player asks the server for.
type OnlineKind int8

const (
	// SendDraw offers a draw; AcceptDraw accepts the opponent's offer.
	SendDraw OnlineKind = iota + 1
	AcceptDraw
	DeclineDraw
	// SendTakeback proposes a takeback, or accepts the opponent's.
	SendTakeback
	DeclineTakeback
	SendResign
	SendAbort
	ClaimWin
	ClaimDraw
	SendChat
)

// OnlineRequest is one thing the player asked of the server, queued until
// the seat of the server takes it.
type OnlineRequest struct {
	Kind   OnlineKind
	Text   string // SendChat: the line to write
	offers int    // the news of the player's offer heard when it was asked (ServerTook)
}

// onlineState is the session's side of an online game.
type onlineState struct {
	cfg       Online
	requests  []OnlineRequest
	offers    [2]bool // draw offers standing, as the server last said: White's, Black's
	takebacks [2]bool // takeback proposals standing
	gone      bool    // the opponent has left the game
	claimable bool    // a win (or a draw) may be claimed now
	// offerSaid: the player's draw offer standing was said sent;
	// offerNews counts the server's news of it (made, answered).
	offerSaid bool
	offerNews int
	// unreachable: the game's connection to the server is down; kept is
	// the player's move on its way, said kept (online_held.go).
	unreachable bool
	kept        *keptMove
}

// Online reports whether the game is played on a server that decides.
func (s *Session) Online() bool { return s.online != nil }

// TakeOnlineRequests returns what the player asked of the server since
// the last call.
func (s *Session) TakeOnlineRequests() []OnlineRequest {
	if s.online == nil {
		return nil
	}
	r := s.online.requests
	s.online.requests = nil
	return r
}

// ServerState is the game as the server says it is now.
type ServerState struct {
	// Back plies are taken back (a takeback agreed), then Moves played,
	// each for the side to move (the opponent's, or the player's own
	// made on another device).
	Back  int
	Moves []rules.Move
	// The clocks: each side's time left; Runs says whether the clock of
	// the side to move runs (lichess starts it after both sides' first
	// moves).
	Clock        bool
	White, Black time.Duration
	Runs         bool
	// Offers and Takebacks standing: White's, Black's.
	Offers, Takebacks [2]bool
	// End is the server's result; not Over while the game goes on.
	End rules.Outcome
}

// ServerState brings the server's state to the session and says what
// changed: the moves in the players' words, with check, mate and the
// result, the offers made and withdrawn, and the end.
func (s *Session) ServerState(st ServerState) []Output {
	o := s.online
	if o == nil {
		return nil
	}
	var out []Output
	if st.Back > 0 {
		played := s.match.Agreed().Plies()
		back := slices.Clone(played[max(0, len(played)-st.Back):]) // named as they were announced
		if s.match.TakeBack(st.Back) == nil {
			s.match.PlayOn()
			out = append(out, Output{Kind: Save}, s.announced(keyOnlineTakenBack.With(words.Plies(back))))
		}
	}
	for _, m := range st.Moves {
		turn := s.match.Turn()
		in := &typedLine{seat: SeatOf(turn), roles: roleOf(turn), book: s.book} // the server's move, for its side
		out = append(out, s.play(in, m)...)
	}
	if st.Clock && s.clock != nil {
		s.serverClock(st.White, st.Black, st.Runs)
	}
	if !s.match.Outcome().Over() && !st.End.Over() {
		out = append(out, s.serverOffers(st.Offers, st.Takebacks, st.Back > 0)...)
	}
	if st.End.Over() {
		out = append(out, s.serverEnd(st.End)...)
	}
	return out
}

// serverClock sets both clocks to the server's times; the clock of the
// side to move runs from now when the server's does.
func (s *Session) serverClock(white, black time.Duration, runs bool) {
	turn := rules.NoColor
	if runs && !s.match.Outcome().Over() {
		turn = s.match.Turn()
	}
	var moves [2]int
	for _, p := range s.match.Agreed().Plies() {
		moves[colorIndex(p.Color)]++
	}
	s.clock.Restore(rules.Reading{White: white, Black: black, Moves: moves}, turn)
	s.rearm()
}

// serverOffers says the offers and takeback requests that came or went.
func (s *Session) serverOffers(offers, takebacks [2]bool, takenBack bool) []Output {
	o := s.online
	var out []Output
	for i, c := range []rules.Color{rules.White, rules.Black} {
		mine := c == o.cfg.Player
		if mine && offers[i] != o.offers[i] {
			o.offerNews++
		}
		switch {
		case offers[i] && !o.offers[i] && mine:
			if !o.offerSaid { // not said yet by lichess's answer (ServerTook)
				out = append(out, s.announced(keyOnlineDrawSent.Event()))
			}
			o.offerSaid = true
		case offers[i] && !o.offers[i]:
			out = append(out, s.announced(keyOnlineOfferIn.With(words.Colour(c))))
		case !offers[i] && o.offers[i] && mine:
			o.offerSaid = false
			out = append(out, s.announced(keyOnlineDrawDeclined.With(words.Text(o.cfg.Opponent))))
		case !offers[i] && o.offers[i]:
			out = append(out, s.announced(keyOfferDeclined.Event()))
		}
		switch {
		case takebacks[i] && !o.takebacks[i] && mine:
			out = append(out, s.announced(keyOnlineTakebackAsked.With(words.Colour(c))))
		case takebacks[i] && !o.takebacks[i]:
			out = append(out, s.announced(keyOnlineTakebackIn.With(words.Colour(c))))
		case !takebacks[i] && o.takebacks[i] && !takenBack:
			out = append(out, s.announced(keyOnlineTakebackDeclined.Event()))
		}
	}
	o.offers, o.takebacks = offers, takebacks
	return out
}

// serverEnd ends the game as the server decided, unless the moves here
// ended it already (checkmate, stalemate), and says how.
func (s *Session) serverEnd(end rules.Outcome) []Output {
	s.online.offers, s.online.takebacks = [2]bool{}, [2]bool{}
	if s.match.Outcome().Over() {
		return nil
	}
	if end.Result == rules.Drawn && end.Reason == rules.ServerEnded {
		end.Reason = drawnAs(s.match.Agreed())
	}
	if s.match.Record(end) != nil {
		return nil
	}
	for _, st := range s.seats {
		st.confirm, st.question = nil, nil // the end ends every question
	}
	if s.clock != nil {
		s.clock.Stop()
		s.armed = 0
	}
	e := keyServerOutcome.With(words.Outcome(end))
	if end.Reason == rules.FlagFall || end.Reason == rules.FlagFallNoMate {
		loser := end.By
		e = keyFlagFell.With(words.Colour(loser), words.Outcome(end)).As(words.Alarm)
	}
	return []Output{{Kind: Save}, s.announced(e)}
}

// ServerGone says that the opponent has left the game (and in how many
// seconds a win may be claimed), or is back.
func (s *Session) ServerGone(gone bool, claimIn time.Duration, known bool) []Output {
	o := s.online
	if o == nil || s.match.Outcome().Over() {
		return nil
	}
	was, couldClaim := o.gone, o.claimable
	o.gone, o.claimable = gone, gone && known && claimIn <= 0
	name := o.cfg.Opponent
	switch {
	case !gone && was:
		return []Output{s.announced(keyOnlineOpponentBack.With(words.Text(name)))}
	case !gone:
		return nil
	case o.claimable && couldClaim:
		return nil // said when it became so (lichess says it again, and so does the countdown's end)
	case o.claimable:
		return []Output{s.announced(keyOnlineClaimNow.With(words.Text(name)))}
	case known:
		return []Output{s.announced(keyOnlineOpponentGone.With(words.Text(name), words.Duration(claimIn)))}
	case !was:
		return []Output{s.announced(keyOnlineOpponentLeft.With(words.Text(name)))} // no time to a claim given
	}
	return nil
}

// ServerChat reads a line of the game's chat aloud: who wrote it, and
// the line as written (printed; the screen reader reads it).
func (s *Session) ServerChat(user, text string) []Output {
	if s.online == nil || !s.online.cfg.Chat {
		return nil
	}
	return []Output{say(keyOnlineChat.With(words.Text(user), words.Text(text)).As(words.Answer))}
}

// ServerRefused says that the server refused what the player asked, with
// its reason as it wrote it.
func (s *Session) ServerRefused(reason string) []Output {
	return []Output{say(keyLichessRefused.With(words.Text(reason)))}
}

// ServerMoveRefused says that the server refused the player's move, and
// takes it back here: the position is the server's again.
func (s *Session) ServerMoveRefused(m rules.Ply, reason string) []Output {
	if s.match.TakeBack(1) != nil {
		return s.ServerRefused(reason)
	}
	s.match.PlayOn()
	if s.clock != nil {
		s.clock.Restore(s.clock.Read(), s.match.Turn())
	}
	return []Output{{Kind: Save}, say(keyOnlineMoveRefused.With(words.Ply(m), words.Text(reason)))}
}

// toServer queues a request for the server.
func (s *Session) toServer(k OnlineKind, text string) {
	s.online.requests = append(s.online.requests, OnlineRequest{Kind: k, Text: text, offers: s.online.offerNews})
}

// OfferStanding reports whether a draw offer stands, as the server last
// said: a game the server then ends drawn ended by agreement.
func (s *Session) OfferStanding() bool {
	return s.online != nil && (s.online.offers[0] || s.online.offers[1])
}

// drawnAs is why lichess declared a draw that no offer asked for, as the
// position shows it (its status says only "draw"): no checkmate is
// possible (5.2.2; lichess's insufficient material), the position's third
// repetition (9.2), fifty moves without a capture or a pawn move (9.3);
// ServerEnded when the position shows none.
func drawnAs(g *rules.Game) rules.Reason {
	switch {
	case !g.CanCheckmate(rules.White) && !g.CanCheckmate(rules.Black):
		return rules.DeadPosition
	case g.RepetitionCount() >= 3:
		return rules.ThreefoldClaim
	case g.HalfmoveClock() >= 100:
		return rules.FiftyMoveClaim
	}
	return rules.ServerEnded
}

// The events said here.
var (
	keyLichessRefused         = words.Declare("lichess-refused", words.TextKind)
	keyOfferDeclined          = words.Declare("offer-declined")
	keyOnlineChat             = words.Declare("online-chat", words.TextKind, words.TextKind)
	keyOnlineClaimNow         = words.Declare("online-claim-now", words.TextKind)
	keyOnlineDrawDeclined     = words.Declare("online-draw-declined", words.TextKind)
	keyOnlineDrawSent         = words.Declare("online-draw-sent")
	keyOnlineMoveRefused      = words.Declare("online-move-refused", words.PlyKind, words.TextKind)
	keyOnlineOfferIn          = words.Declare("online-offer-in", words.ColourKind)
	keyOnlineOpponentBack     = words.Declare("online-opponent-back", words.TextKind)
	keyOnlineOpponentGone     = words.Declare("online-opponent-gone", words.TextKind, words.DurationKind)
	keyOnlineOpponentLeft     = words.Declare("online-opponent-left", words.TextKind)
	keyOnlineTakebackAsked    = words.Declare("online-takeback-asked", words.ColourKind)
	keyOnlineTakebackDeclined = words.Declare("online-takeback-declined")
	keyOnlineTakebackIn       = words.Declare("online-takeback-in", words.ColourKind)
	keyOnlineTakenBack        = words.Declare("online-taken-back", words.ListOf(words.PlyKind))
	keyServerOutcome          = words.Declare("server-outcome", words.OutcomeKind)
)
