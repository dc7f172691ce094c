package session

import (
	"strings"
	"unicode/utf8"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// The player's commands in an online game: what goes to the server, and
// what has no place there.

// onlineCommand runs a command as it is in an online game, and reports
// whether it did; a command that is the same as at home is left to the
// command table.
func (s *Session) onlineCommand(in *typedLine, name, arg string) ([]Output, bool) {
	o := s.online
	if o == nil {
		return nil, false
	}
	if end := s.match.Outcome(); end.Over() {
		switch name {
		case "draw", "accept", "decline", "takeback", "resign", "abort", "claim":
			return s.reply(in, keyGameIsOver.With(words.Result(end.Result))), true
		}
	}
	me, them := o.cfg.Player, o.cfg.Player.Other()
	switch name {
	case "draw":
		if o.offers[colorIndex(them)] {
			return s.onlineCommand(in, "accept", arg) // the opponent's offer stands: draw accepts it
		}
		if o.offers[colorIndex(me)] {
			return s.reply(in, speech.OfferRefused(rules.ErrOfferExists)), true
		}
		return s.sendDraw(in, SendDraw, keyDrawConfirm.Event(), keyDrawCancelled.Event()), true
	case "accept":
		switch {
		case o.takebacks[colorIndex(them)]:
			s.toServer(SendTakeback, "")
			return nil, true
		case !o.offers[colorIndex(them)]:
			return s.reply(in, speech.OfferRefused(rules.ErrNoOffer)), true
		}
		return s.sendDraw(in, AcceptDraw, keyAcceptConfirm.Event(), keyAcceptCancelled.Event()), true
	case "decline":
		switch {
		case o.takebacks[colorIndex(them)]:
			s.toServer(DeclineTakeback, "")
		case o.offers[colorIndex(them)]:
			s.toServer(DeclineDraw, "")
		default:
			return s.reply(in, keyOnlineNothingToDecline.Event()), true
		}
		return nil, true
	case "takeback":
		if len(s.match.Agreed().Plies()) == 0 {
			return s.reply(in, keyOnlineNothingToTakeBack.Event()), true
		}
		s.toServer(SendTakeback, "")
		return nil, true
	case "resign":
		return s.ask(in, keyResignConfirm.Event(), keyResignCancelled.Event(),
			func(*typedLine) []Output { s.toServer(SendResign, ""); return nil }), true
	case "abort":
		if len(s.match.Agreed().Plies()) >= 2 {
			return s.reply(in, keyOnlineCannotAbort.Event()), true
		}
		s.toServer(SendAbort, "")
		return nil, true
	case "claim":
		if !o.claimable {
			return s.reply(in, keyOnlineCannotClaim.With(words.Flag(o.gone))), true
		}
		if strings.EqualFold(strings.TrimSpace(arg), "draw") {
			s.toServer(ClaimDraw, "")
		} else {
			s.toServer(ClaimWin, "")
		}
		return nil, true
	case "say":
		text := s.argAsTyped(in)
		switch n := utf8.RuneCountInString(text); {
		case !o.cfg.Chat:
			return s.reply(in, keyOnlineChatOff.Event()), true
		case text == "":
			return s.reply(in, keyOnlineSayHow.Event()), true
		case n > speech.ChatMax: // lichess would cut it short without a word
			return s.reply(in, keyOnlineChatTooLong.With(words.Number(n), words.Number(speech.ChatMax))), true
		}
		s.toServer(SendChat, text)
		return nil, true
	}
	return nil, false
}

// sendDraw offers (SendDraw) or accepts (AcceptDraw) a draw on the
// server, asking first when draws are confirmed (--confirm), as at home.
func (s *Session) sendDraw(in *typedLine, k OnlineKind, question, cancelled Event) []Output {
	send := func(*typedLine) []Output { s.toServer(k, ""); return nil }
	if s.confirmDraws {
		return s.ask(in, question, cancelled, send)
	}
	return send(in)
}

// onlineOnly is the command of an online game typed at home: it says so.
func onlineOnly(name string) command {
	return func(s *Session, in *typedLine, _ string) []Output {
		return s.reply(in, keyOnlineOnly.With(words.Text(name)))
	}
}

// The events said here.
var (
	keyOnlineCannotAbort       = words.Declare("online-cannot-abort")
	keyOnlineCannotClaim       = words.Declare("online-cannot-claim", words.FlagKind)
	keyOnlineChatOff           = words.Declare("online-chat-off")
	keyOnlineChatTooLong       = words.Declare("online-chat-too-long", words.NumberKind, words.NumberKind)
	keyOnlineNothingToDecline  = words.Declare("online-nothing-to-decline")
	keyOnlineNothingToTakeBack = words.Declare("online-nothing-to-take-back")
	keyOnlineOnly              = words.Declare("online-only", words.TextKind)
	keyOnlineSayHow            = words.Declare("online-say-how")
)
