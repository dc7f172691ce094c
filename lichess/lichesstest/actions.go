package lichesstest

import (
	"net/http"

	"github.com/anna-chess/anna/lichess"
)

// The player's actions in a game: the Board API's POSTs.

// playerAction is a POST of the player's on a game (the Board API's
// actions), the one pattern they share: the game is found (404, the spec's
// NotFound, if not), an action on a game over is refused (400) unless it
// may come after the game, act changes the game or says why it refuses
// (400, the spec's Error), and then Ok is answered and the new state goes
// out on the game's streams (gameFinish too at the game's end) when act
// changed the state.
type playerAction struct {
	afterGame bool // allowed once the game is over (the chat)
	act       func(g *game, r *http.Request) (refusal string, stateChanged bool)
}

func (s *Server) handle(a playerAction) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		defer s.mu.Unlock()
		g, ok := s.games[r.PathValue("id")]
		switch {
		case !ok:
			s.notFound(w)
			return
		case !a.afterGame && lichess.Over(g.status):
			s.refuse(w, "The game is over")
			return
		}
		why, changed := a.act(g, r)
		if why != "" {
			s.refuse(w, why)
			return
		}
		s.ok(w)
		if changed {
			s.stateChangedLocked(g)
		}
		s.changedLocked()
	}
}

// changes is an act that always changes the state when it does not refuse.
func changes(f func(g *game, r *http.Request) string) playerAction {
	return playerAction{act: func(g *game, r *http.Request) (string, bool) {
		why := f(g, r)
		return why, why == ""
	}}
}

func (s *Server) draw() http.HandlerFunc {
	return s.handle(changes(func(g *game, r *http.Request) string {
		return s.offerLocked(g, r.PathValue("accept"), &g.offers, lichess.StatusDraw)
	}))
}

func (s *Server) takeback() http.HandlerFunc {
	return s.handle(changes(func(g *game, r *http.Request) string {
		return s.offerLocked(g, r.PathValue("accept"), &g.backs, "")
	}))
}

// offerLocked answers yes or no to a draw offer or a takeback: yes makes
// the player's offer, or accepts the opponent's; no declines it.
func (s *Server) offerLocked(g *game, accept string, offers *[2]bool, agreed string) string {
	me, them := colorIndex(g.spec.Color), colorIndex(other(g.spec.Color))
	switch accept {
	case "yes", "true":
		if offers[them] {
			s.agreeLocked(g, offers, agreed)
		} else {
			offers[me] = true
		}
	case "no", "false":
		offers[them] = false
	default:
		return "accept is yes or no"
	}
	return ""
}

// agreeLocked carries out an offer both players agree to: a draw, or a
// takeback (the last move of the one who asked, and the opponent's after
// it if there is one).
func (s *Server) agreeLocked(g *game, offers *[2]bool, agreed string) {
	if agreed != "" {
		g.status = agreed
		*offers = [2]bool{}
		return
	}
	asker := other(g.spec.Color)
	if offers[colorIndex(g.spec.Color)] {
		asker = g.spec.Color
	}
	n := 1
	if g.turn() == asker {
		n = 2 // the asker's last move and the reply to it
	}
	n = min(n, len(g.moves))
	g.board.TakeBack(n)
	g.moves = g.moves[:len(g.moves)-n]
	*offers = [2]bool{}
}

func (s *Server) resign() http.HandlerFunc {
	return s.handle(changes(func(g *game, _ *http.Request) string {
		g.status, g.winner = lichess.StatusResign, other(g.spec.Color)
		return ""
	}))
}

func (s *Server) abort() http.HandlerFunc {
	return s.handle(changes(func(g *game, _ *http.Request) string {
		if len(g.moves) >= 2 {
			return "This game can no longer be aborted"
		}
		g.status = lichess.StatusAborted
		return ""
	}))
}

// claim is claim-victory (win) or claim-draw, allowed once the opponent
// has been gone long enough (OpponentGone with claim 0).
func (s *Server) claim(win bool) http.HandlerFunc {
	return s.handle(changes(func(g *game, _ *http.Request) string {
		if !g.claimable {
			return "You cannot claim now"
		}
		if win {
			g.status, g.winner = lichess.StatusTimeout, g.spec.Color
		} else {
			g.status = lichess.StatusDraw
		}
		return ""
	}))
}

func (s *Server) chat() http.HandlerFunc {
	return s.handle(playerAction{afterGame: true, act: func(g *game, r *http.Request) (string, bool) {
		room, text := r.PostFormValue("room"), r.PostFormValue("text")
		if room != "player" && room != "spectator" || text == "" {
			return "room and text are required", false
		}
		g.said = append(g.said, text)
		s.sendGameLocked(g, lichess.ChatLine{Type: lichess.TypeChatLine, Room: room, Username: s.Me.Name, Text: text})
		return "", false
	}})
}
