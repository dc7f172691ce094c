package speech

import (
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// The sentences of a game played on lichess (issue 22): the opponent's
// offers and requests, the opponent leaving and coming back, the chat,
// a move the server refused, and the commands that have no place there.
const (
	msgOnlineOfferIn           msg = "online-offer-in"
	msgOnlineTakebackAsked     msg = "online-takeback-asked"
	msgOnlineTakebackIn        msg = "online-takeback-in"
	msgOnlineTakebackDeclined  msg = "online-takeback-declined"
	msgOnlineTakenBack         msg = "online-taken-back"
	msgOnlineTakenBackOne      msg = "online-taken-back-one"
	msgOnlineTakenBackTwo      msg = "online-taken-back-two"
	msgOnlineLeft              msg = "online-left"
	msgOnlineLeftRunning       msg = "online-left-running"
	msgOnlineFirstMove         msg = "online-first-move"
	msgOnlineOpponentBack      msg = "online-opponent-back"
	msgOnlineOpponentGone      msg = "online-opponent-gone"
	msgOnlineClaimNow          msg = "online-claim-now"
	msgOnlineChat              msg = "online-chat"
	msgOnlineMoveRefused       msg = "online-move-refused"
	msgOnlineNothingToDecline  msg = "online-nothing-to-decline"
	msgOnlineNothingToTakeBack msg = "online-nothing-to-take-back"
	msgOnlineCannotAbort       msg = "online-cannot-abort"
	msgOnlineCannotClaim       msg = "online-cannot-claim"
	msgOnlineClaimWait         msg = "online-claim-wait"
	msgOnlineChatOff           msg = "online-chat-off"
	msgOnlineSayHow            msg = "online-say-how"
	msgOnlineChatSent          msg = "online-chat-sent"
	msgOnlineChatTooLong       msg = "online-chat-too-long"
	msgOnlineNotHere           msg = "online-not-here"
	msgOnlineOnly              msg = "online-only"
	msgOnlineDrawSent          msg = "online-draw-sent"
	msgOnlineDrawDeclined      msg = "online-draw-declined"
	msgOnlineOpponentLeft      msg = "online-opponent-left"
	msgOnlineMoveHeld          msg = "online-move-held"
	msgOnlineHeldAlready       msg = "online-held-already"
	msgOnlineSentNow           msg = "online-sent-now"
	msgOnlineNotSent           msg = "online-not-sent"
	msgOutcomeAborted          msg = "outcome-aborted"
	msgOutcomeOpponentLeft     msg = "outcome-opponent-left"
	msgOutcomeLeftDraw         msg = "outcome-opponent-left-draw"
	msgOutcomeServerEnded      msg = "outcome-server-ended"
	msgOutcomeServerThreefold  msg = "outcome-server-threefold"
	msgOutcomeServerFifty      msg = "outcome-server-fifty"
	msgResultAborted           msg = "result-aborted"
	msgHelpOnline              msg = "help-online"
	msgHelpLichess             msg = "help-lichess"
	msgHelpLichessMore         msg = "help-lichess-more"
)

var _ = addHelp("lichess", msgHelpLichess, msgHelpLichessMore)

// onlineOfferIn: the opponent offers a draw, to be accepted or declined.
func (b Phrasebook) onlineOfferIn(c rules.Color) Phrase { return b.say(msgOnlineOfferIn, b.Color(c)) }

// onlineTakebackAsked: the player's own request to take back a move.
func (b Phrasebook) onlineTakebackAsked(c rules.Color) Phrase {
	return b.say(msgOnlineTakebackAsked, b.Color(c))
}

// onlineTakebackIn: the opponent asks to take back a move.
func (b Phrasebook) onlineTakebackIn(c rules.Color) Phrase {
	return b.say(msgOnlineTakebackIn, b.Color(c))
}

func (b Phrasebook) onlineTakebackDeclined() Phrase { return b.say(msgOnlineTakebackDeclined) }

// onlineDrawSent: lichess has the player's draw offer.
func (b Phrasebook) onlineDrawSent() Phrase { return b.say(msgOnlineDrawSent) }

// onlineDrawDeclined: the opponent declined the player's draw offer (by
// declining it, or by moving).
func (b Phrasebook) onlineDrawDeclined(name string) Phrase {
	return b.say(msgOnlineDrawDeclined, b.lichessPlayer(name, 0))
}

// onlineOpponentLeft: the opponent has left the game, and lichess gave no
// time to a claim.
func (b Phrasebook) onlineOpponentLeft(name string) Phrase {
	return b.say(msgOnlineOpponentLeft, b.lichessPlayer(name, 0))
}

// onlineMoveHeld: lichess cannot be reached; the player's move is kept and
// sent when it can.
func (b Phrasebook) onlineMoveHeld(p rules.Ply) Phrase { return b.say(msgOnlineMoveHeld, b.move(p)) }

// onlineHeldAlready: a move typed while one is kept already.
func (b Phrasebook) onlineHeldAlready(p rules.Ply) Phrase {
	return b.say(msgOnlineHeldAlready, b.move(p))
}

// onlineSentNow: lichess has the move kept while it could not be reached.
func (b Phrasebook) onlineSentNow(p rules.Ply) Phrase { return b.say(msgOnlineSentNow, b.move(p)) }

// onlineNotSent: a request did not reach lichess (the network, not
// lichess, is why).
func (b Phrasebook) onlineNotSent() Phrase { return b.say(msgOnlineNotSent) }

// onlineTakenBack: the plies were taken back (in the order played), each
// named as it was announced: "Taken back: Black, Springer Cesar sechs."
// More than two (lichess takes back one or two) are counted.
func (b Phrasebook) onlineTakenBack(plies []rules.Ply) Phrase {
	switch len(plies) {
	case 1:
		p := plies[0]
		return b.say(msgOnlineTakenBackOne, b.Color(p.Color), b.move(p))
	case 2:
		p, q := plies[0], plies[1]
		return b.say(msgOnlineTakenBackTwo, b.Color(p.Color), b.move(p), b.Color(q.Color), b.move(q))
	}
	return b.say(msgOnlineTakenBack, b.count(msgMovesCount, len(plies)))
}

// onlineLeft: the player left the game's view for the lobby; the game
// was saved, and running says it goes on on lichess.
func (b Phrasebook) onlineLeft(running bool) Phrase {
	if running {
		return b.say(msgOnlineLeftRunning)
	}
	return b.say(msgOnlineLeft)
}

// onlineFirstMove: lichess gives the player d to make their first move,
// or the game is aborted.
func (b Phrasebook) onlineFirstMove(d time.Duration) Phrase {
	return b.say(msgOnlineFirstMove, b.Duration(d))
}

func (b Phrasebook) onlineOpponentBack(name string) Phrase {
	return b.say(msgOnlineOpponentBack, b.lichessPlayer(name, 0))
}

// onlineOpponentGone: the opponent has left; a win may be claimed in d.
func (b Phrasebook) onlineOpponentGone(name string, d time.Duration) Phrase {
	return b.say(msgOnlineOpponentGone, b.lichessPlayer(name, 0), b.Duration(d))
}

func (b Phrasebook) onlineClaimNow(name string) Phrase {
	return b.say(msgOnlineClaimNow, b.lichessPlayer(name, 0))
}

// onlineChat is a line of the chat: who wrote it, and the line as written
// (cleaned, at most ChatMax characters), free text spoken in the seat's
// voice. A chat line yields as an answer does: a key press silences it,
// and the game's announcements cut it.
func (b Phrasebook) onlineChat(user, text string) Phrase {
	return phrase(b.say(msgOnlineChat, b.lichessPlayer(user, 0)), b.free(text, ChatMax)).As(words.Answer)
}

// onlineMoveRefused: the server refused the player's move; its reason
// follows as the server wrote it, in English.
func (b Phrasebook) onlineMoveRefused(p rules.Ply, reason string) Phrase {
	return phrase(b.say(msgOnlineMoveRefused, b.move(p)), b.freeEnglish(reason))
}

func (b Phrasebook) onlineNothingToDecline() Phrase  { return b.say(msgOnlineNothingToDecline) }
func (b Phrasebook) onlineNothingToTakeBack() Phrase { return b.say(msgOnlineNothingToTakeBack) }
func (b Phrasebook) onlineCannotAbort() Phrase       { return b.say(msgOnlineCannotAbort) }

// onlineCannotClaim: no win may be claimed now; gone says the opponent
// has left, and anna will say when.
func (b Phrasebook) onlineCannotClaim(gone bool) Phrase {
	if gone {
		return b.say(msgOnlineClaimWait)
	}
	return b.say(msgOnlineCannotClaim)
}

func (b Phrasebook) onlineChatOff() Phrase { return b.say(msgOnlineChatOff) }
func (b Phrasebook) onlineSayHow() Phrase  { return b.say(msgOnlineSayHow) }

// onlineChatSent: lichess took the player's line for the chat (its echo is
// not read back, so this is what the player hears after say).
func (b Phrasebook) onlineChatSent() Phrase { return b.say(msgOnlineChatSent) }

// onlineChatTooLong: a line of n characters is longer than lichess's chat
// takes (ChatMax); it is not sent.
func (b Phrasebook) onlineChatTooLong(n int) Phrase {
	return b.say(msgOnlineChatTooLong, phrase(b.Lang.number(n)), phrase(b.Lang.number(ChatMax)))
}

// onlineNotHere: a command of the game at the board that lichess has no
// place for (press, adjourn, flag...).
func (b Phrasebook) onlineNotHere(english string) Phrase {
	return b.say(msgOnlineNotHere, b.commandPhrase(english))
}

// onlineOnly: a command of online games typed at home.
func (b Phrasebook) onlineOnly(english string) Phrase {
	return b.say(msgOnlineOnly, b.commandPhrase(english))
}

// serverOutcome says the end of an online game as the server decided it:
// a draw lichess declared by repetition or by fifty moves, claimed by
// nobody anna knows, is lichess's; every other end as Outcome says it.
func (b Phrasebook) serverOutcome(o rules.Outcome) Phrase {
	if o.By == rules.NoColor && o.Result == rules.Drawn {
		switch o.Reason {
		case rules.ThreefoldClaim:
			return b.say(msgOutcomeServerThreefold, b.sayResult(o.Result))
		case rules.FiftyMoveClaim:
			return b.say(msgOutcomeServerFifty, b.sayResult(o.Result))
		}
	}
	return b.Outcome(o)
}

// onlineOutcome says the ends only an online server gives, and reports
// whether o is one.
func (b Phrasebook) onlineOutcome(o rules.Outcome) (Phrase, bool) {
	res := b.sayResult(o.Result)
	switch o.Reason {
	case rules.Aborted:
		return b.say(msgOutcomeAborted), true
	case rules.OpponentLeft:
		if o.Result == rules.Drawn {
			return b.say(msgOutcomeLeftDraw, b.Color(o.By), res), true
		}
		winner := b.wins(o)
		return b.say(msgOutcomeOpponentLeft, b.Color(o.By), winner, res), true
	case rules.ServerEnded:
		return b.say(msgOutcomeServerEnded, res), true
	}
	return Phrase{}, false
}
