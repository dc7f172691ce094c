package session

import (
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// What the player sends while the server cannot be reached (issue 33): a
// move typed while the game's connection is down is not announced as
// played, since lichess does not have it: anna says it is kept, sends it
// as soon as lichess can be reached, and then says "Sent now: ...". (It
// stands on anna's board meanwhile, as a move on its way; lichess may
// still refuse it, with its reason, or the game resynced from lichess may
// take it back, as for any move.) A move announced as played whose
// sending then fails for want of the network is said kept the same way.
// And what the server took: the player's draw offer is said sent once
// lichess has it, whether its answer or the game's state says so first.

// keptMove is the player's move on its way to the server, said kept.
type keptMove struct {
	ply rules.Ply
	n   int // the plies on the board with it
}

// ServerReachable says whether the game's connection to the server is
// up: while it is down, the player's moves are said kept, not played.
func (s *Session) ServerReachable(up bool) {
	if s.online != nil {
		s.online.unreachable = !up
	}
}

// keptAlready refuses a move typed while the player's move is kept for
// the server, and reports whether it did: it says which.
func (s *Session) keptAlready(in *typedLine) ([]Output, bool) {
	if s.online == nil || s.side(in) != s.online.cfg.Player || !s.isKept(nil) {
		return nil, false
	}
	return s.reply(in, keyOnlineHeldAlready.With(words.Ply(s.online.kept.ply))), true
}

// keep plays the player's move m as one kept for the server, when the
// server cannot be reached, and reports whether it did.
func (s *Session) keep(in *typedLine, m rules.Move) ([]Output, bool) {
	o := s.online
	if o == nil || !o.unreachable || s.side(in) != o.cfg.Player {
		return nil, false
	}
	out := s.playSaid(in, m, func(p rules.Ply) Event { return keyOnlineMoveHeld.With(words.Ply(p)) })
	if plies := s.match.Agreed().Plies(); len(plies) > 0 && plies[len(plies)-1].Move == m {
		o.kept = &keptMove{ply: plies[len(plies)-1], n: len(plies)}
	}
	return out, true
}

// isKept reports whether a move is kept for the server (p, if given: that
// one): the last on the board, and not yet sent.
func (s *Session) isKept(p *rules.Ply) bool {
	o := s.online
	plies := s.match.Agreed().Plies()
	if o.kept == nil || len(plies) != o.kept.n || plies[o.kept.n-1].Move != o.kept.ply.Move {
		o.kept = nil // taken back: refused, or resynced away
		return false
	}
	return p == nil || p.Move == o.kept.ply.Move && p.Color == o.kept.ply.Color && p.Number == o.kept.ply.Number
}

// ServerMoveKept says that the player's move p could not reach the server
// and is kept, to be sent when it can: unless it was said kept already.
func (s *Session) ServerMoveKept(p rules.Ply) []Output {
	if s.online == nil || s.isKept(&p) {
		return nil
	}
	if plies := s.match.Agreed().Plies(); len(plies) > 0 && plies[len(plies)-1].Move == p.Move {
		s.online.kept = &keptMove{ply: p, n: len(plies)}
	}
	return []Output{s.announced(keyOnlineMoveHeld.With(words.Ply(p)))}
}

// ServerMoveTaken says that the server has the player's move p: "Sent
// now" for a move said kept.
func (s *Session) ServerMoveTaken(p rules.Ply) []Output {
	if s.online == nil || s.online.kept == nil || !s.isKept(&p) {
		return nil
	}
	s.online.kept = nil
	return []Output{s.announced(keyOnlineSentNow.With(words.Ply(p)))}
}

// ServerTook says what the server's taking a request means for the
// player, when the server's state does not say it: a chat line went; a
// draw offer was sent (unless the game's state said so first, or has
// answered it already).
func (s *Session) ServerTook(r OnlineRequest) []Output {
	o := s.online
	if o == nil {
		return nil
	}
	switch r.Kind {
	case SendChat:
		return []Output{say(keyOnlineChatSent.Event())}
	case SendDraw:
		if s.match.Outcome().Over() || r.offers != o.offerNews || o.offerSaid {
			return nil
		}
		o.offerSaid = true
		return []Output{say(keyOnlineDrawSent.Event())}
	}
	return nil
}

// ServerNotSent says that a request did not reach the server: the
// network, not the server, is why.
func (s *Session) ServerNotSent() []Output {
	return []Output{say(keyOnlineNotSent.Event())}
}

// The events said here.
var (
	keyOnlineChatSent    = words.Declare("online-chat-sent")
	keyOnlineHeldAlready = words.Declare("online-held-already", words.PlyKind)
	keyOnlineMoveHeld    = words.Declare("online-move-held", words.PlyKind)
	keyOnlineNotSent     = words.Declare("online-not-sent")
	keyOnlineSentNow     = words.Declare("online-sent-now", words.PlyKind)
)
