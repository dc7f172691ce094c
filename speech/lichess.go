package speech

import (
	"strconv"
	"time"
)

// The sentences of online play on lichess (anna lichess): the account,
// finding a game, and the network. A player's lichess name is printed as
// it is and spelled in the voice, letter by letter, as anna says any word
// it has no clip for; a rating is a number.
const (
	msgLichessSignedIn        msg = "lichess-signed-in"
	msgLichessLobbyHelp       msg = "lichess-lobby-help"
	msgLichessSeeking         msg = "lichess-seeking"
	msgLichessWaiting         msg = "lichess-waiting"
	msgLichessSeekTooFast     msg = "lichess-seek-too-fast"
	msgLichessChallengeFrom   msg = "lichess-challenge-from"
	msgLichessChallenging     msg = "lichess-challenging"
	msgLichessChallengingAI   msg = "lichess-challenging-ai"
	msgLichessAIPlayer        msg = "lichess-ai-player"
	msgLichessAIUsage         msg = "lichess-ai-usage"
	msgLichessWithdrawn       msg = "lichess-challenge-withdrawn"
	msgLichessDeclined        msg = "lichess-challenge-declined"
	msgLichessNoChallenge     msg = "lichess-no-challenge"
	msgLichessGameRunning     msg = "lichess-game-running"
	msgLichessNoGame          msg = "lichess-no-game"
	msgLichessGameStarts      msg = "lichess-game-starts"
	msgLichessRateLimited     msg = "lichess-rate-limited"
	msgLichessConnectionLost  msg = "lichess-connection-lost"
	msgLichessConnectionBack  msg = "lichess-connection-back"
	msgLichessConnectionStill msg = "lichess-connection-still"
	msgLichessLeaving         msg = "lichess-leaving"
	msgLichessBadClock        msg = "lichess-bad-clock"
	msgLichessChallengeUsage  msg = "lichess-challenge-usage"
	msgLichessRefused         msg = "lichess-refused"
	msgRated                  msg = "rated"
	msgCasual                 msg = "casual"
	msgPlus                   msg = "plus"
	msgDays                   msg = "days"
	msgSpeedBlitz             msg = "speed-blitz"
	msgSpeedBullet            msg = "speed-bullet"
	msgSpeedUltraBullet       msg = "speed-ultra-bullet"
	msgLichessPrompt          msg = "lichess-prompt"
	msgLichessTokenPrompt     msg = "lichess-token-prompt"
	msgLichessTokenStored     msg = "lichess-token-stored"
	msgLichessTokenRemoved    msg = "lichess-token-removed"
	msgLichessNoTokenStored   msg = "lichess-no-token-stored"
	msgLichessNotAToken       msg = "lichess-not-a-token"
	msgLichessNeedToken       msg = "lichess-need-token"
	msgLichessTokenRefused    msg = "lichess-token-refused"
	msgLichessTokenOpen       msg = "lichess-token-open"
	msgLichessOffline         msg = "lichess-offline"
	msgLichessChallengeFailed msg = "lichess-challenge-failed"
)

// Logging in and out, and the lines that end anna lichess before it
// starts, are printed only: the player reads them with a screen reader,
// and an address cannot be spoken.
var _ = printedOnly.add(msgLichessPrompt, msgLichessTokenPrompt, msgLichessTokenStored, msgLichessTokenRemoved,
	msgLichessNoTokenStored, msgLichessNotAToken, msgLichessNeedToken, msgLichessTokenRefused, msgLichessTokenOpen, msgLichessOffline)

// nameMax is the most of a lichess name that is printed and spelled:
// lichess's usernames are short (the API's specification names no
// maximum), and a hostile server's name of 500 KB was printed whole and
// spelled letter by letter.
const nameMax = 30

// lichessPlayer is a player's name and rating: "Aaron (1776)", the name
// spelled; cleaned and cut at nameMax characters as free text is.
func (b Phrasebook) lichessPlayer(name string, rating int) Phrase {
	name = cleanFree(name, nameMax)
	p := phrase(Word{Text: name, Clips: b.Lang.spellClips(name)})
	if rating > 0 {
		p = phrase(p, Word{Text: "(" + strconv.Itoa(rating) + ")", Clips: b.Lang.numberClips(rating, "")})
	}
	return p
}

// lichessClock is a time control as lichess shows it: "15+10", said "15
// plus 10"; correspondence "3 days".
func (b Phrasebook) lichessClock(limit, inc time.Duration, days int) Phrase {
	if days > 0 {
		return b.count(msgDays, days)
	}
	mins := strconv.FormatFloat(limit.Minutes(), 'f', -1, 64)
	secs := int(inc / time.Second)
	var clips []string
	if whole := limit.Minutes(); whole == float64(int(whole)) {
		clips = b.Lang.numberClips(int(whole), "")
	} else {
		clips = b.Duration(limit).Clips() // 0.25 minutes: "15 seconds"
	}
	clips = append(append(clips, b.say(msgPlus).Clips()...), b.Lang.numberClips(secs, "")...)
	return phrase(Word{Text: mins + "+" + strconv.Itoa(secs), Clips: clips})
}

// lichessRated is "rated" or "casual".
func (b Phrasebook) lichessRated(rated bool) Phrase {
	if rated {
		return b.say(msgRated)
	}
	return b.say(msgCasual)
}

func (b Phrasebook) lichessSignedIn(name string) Phrase {
	return b.say(msgLichessSignedIn, b.lichessPlayer(name, 0))
}

func (b Phrasebook) lichessLobbyHelp() Phrase { return b.say(msgLichessLobbyHelp) }

// lichessSeeking: "Seeking a rated game, 15+10."
func (b Phrasebook) lichessSeeking(rated bool, clock Phrase) Phrase {
	return b.say(msgLichessSeeking, b.lichessRated(rated), clock)
}

// lichessWaiting: "Waiting for an opponent, 1 minute."
func (b Phrasebook) lichessWaiting(d time.Duration) Phrase {
	return b.say(msgLichessWaiting, b.Duration(d))
}

// lichessSeekTooFast refuses a seek lichess does not take from a program
// (blitz and faster: the Board API seeks rapid, classical and
// correspondence games), naming the speed.
func (b Phrasebook) lichessSeekTooFast(clock Phrase, speed string) Phrase {
	m := map[string]msg{"blitz": msgSpeedBlitz, "bullet": msgSpeedBullet, "ultraBullet": msgSpeedUltraBullet}[speed]
	if m == "" {
		m = msgSpeedBlitz
	}
	return b.say(msgLichessSeekTooFast, clock, b.say(m))
}

// lichessChallengeFrom: "Challenge from Aaron (1776), rated, 15+10: type
// accept or decline."
func (b Phrasebook) lichessChallengeFrom(player Phrase, rated bool, clock Phrase) Phrase {
	return b.say(msgLichessChallengeFrom, player, b.lichessRated(rated), clock)
}

// lichessChallenging: the player's challenge is sent and waits.
func (b Phrasebook) lichessChallenging(player Phrase, rated bool, clock Phrase) Phrase {
	return b.say(msgLichessChallenging, player, b.lichessRated(rated), clock)
}

func (b Phrasebook) lichessWithdrawn(player Phrase) Phrase { return b.say(msgLichessWithdrawn, player) }
func (b Phrasebook) lichessDeclined(player Phrase) Phrase  { return b.say(msgLichessDeclined, player) }
func (b Phrasebook) lichessNoChallenge() Phrase            { return b.say(msgLichessNoChallenge) }

// lichessGameRunning offers a game that is running to be resumed.
func (b Phrasebook) lichessGameRunning(player Phrase) Phrase {
	return b.say(msgLichessGameRunning, player)
}
func (b Phrasebook) lichessNoGame() Phrase { return b.say(msgLichessNoGame) }

// lichessGameStarts: "Game against Aaron (1776), rated, 15+10: you play
// White."
func (b Phrasebook) lichessGameStarts(player Phrase, rated bool, clock Phrase, you Phrase) Phrase {
	return b.say(msgLichessGameStarts, player, b.lichessRated(rated), clock, you)
}

// lichessRateLimited: lichess answered "too many requests"; anna waits as
// the API asks.
func (b Phrasebook) lichessRateLimited(wait time.Duration) Phrase {
	return b.say(msgLichessRateLimited, b.Duration(wait))
}

func (b Phrasebook) lichessConnectionLost(retry time.Duration) Phrase {
	return b.say(msgLichessConnectionLost, b.Duration(retry))
}
func (b Phrasebook) lichessConnectionBack() Phrase { return b.say(msgLichessConnectionBack) }

// lichessConnectionStill: lichess is still lost (said at most once a
// minute).
func (b Phrasebook) lichessConnectionStill(retry time.Duration) Phrase {
	return b.say(msgLichessConnectionStill, b.Duration(retry))
}

func (b Phrasebook) lichessLeaving() Phrase { return b.say(msgLichessLeaving) }

// lichessBadClock: a time control anna lichess cannot read (quoted,
// spelled).
func (b Phrasebook) lichessBadClock(typed string) Phrase {
	return b.say(msgLichessBadClock, b.quoted(typed))
}
func (b Phrasebook) lichessChallengeUsage() Phrase { return b.say(msgLichessChallengeUsage) }

// lichessChallengingAI: "Challenging lichess's Stockfish, level 3, 15+10."
// (lichess's own AI; the game starts at once, never rated).
func (b Phrasebook) lichessChallengingAI(level int, clock Phrase) Phrase {
	return b.say(msgLichessChallengingAI, phrase(Word{Text: strconv.Itoa(level), Clips: b.Lang.numberClips(level, "")}), clock)
}

// lichessAIPlayer is lichess's Stockfish as an opponent, "Stockfish level
// 3": said in words, where a player's name is spelled.
func (b Phrasebook) lichessAIPlayer(level int) Phrase {
	return b.say(msgLichessAIPlayer, phrase(Word{Text: strconv.Itoa(level), Clips: b.Lang.numberClips(level, "")}))
}

// lichessAIUsage says how to play lichess's AI from the lobby: ai 3 15+10 black.
func (b Phrasebook) lichessAIUsage() Phrase { return b.say(msgLichessAIUsage) }

// lichessRefused: lichess refused what was asked; its reason is printed
// after the line, as lichess wrote it, in the English voice.
func (b Phrasebook) lichessRefused(reason string) Phrase {
	return phrase(b.say(msgLichessRefused), b.freeEnglish(reason))
}

// lichessChallengeFailed: the challenge could not be made, and lichess's
// reason.
func (b Phrasebook) lichessChallengeFailed(player Phrase, reason string) Phrase {
	return phrase(b.say(msgLichessChallengeFailed, player), b.freeEnglish(reason))
}

// lichessPrompt is the prompt before a game: "lichess: ".
func (b Phrasebook) lichessPrompt() string { return b.printed(msgLichessPrompt).Text() + " " }

func (b Phrasebook) LichessTokenPrompt() Phrase { return b.printed(msgLichessTokenPrompt) }

// LichessTokenStored: the token of a player is stored in a file.
func (b Phrasebook) LichessTokenStored(name, path string) Phrase {
	return b.printed(msgLichessTokenStored, verbatim(cleanFree(name, nameMax)), verbatim(path))
}
func (b Phrasebook) LichessTokenRemoved(path string) Phrase {
	return b.printed(msgLichessTokenRemoved, verbatim(path))
}
func (b Phrasebook) LichessNoTokenStored() Phrase { return b.printed(msgLichessNoTokenStored) }
func (b Phrasebook) LichessNotAToken() Phrase     { return b.printed(msgLichessNotAToken) }

// LichessNeedToken and lichessTokenRefused say where to make a token with
// the board:play scope.
func (b Phrasebook) LichessNeedToken(url string) Phrase {
	return b.printed(msgLichessNeedToken, verbatim(url))
}
func (b Phrasebook) lichessTokenRefused(url string) Phrase {
	return b.printed(msgLichessTokenRefused, verbatim(url))
}

// LichessTokenOpen: the stored token's file can be read by others, and is
// not used (as ssh refuses an open private key).
func (b Phrasebook) LichessTokenOpen(path string) Phrase {
	return b.printed(msgLichessTokenOpen, verbatim(path))
}

// lichessOffline: lichess cannot be reached, and why.
func (b Phrasebook) lichessOffline(why string) Phrase {
	return b.printed(msgLichessOffline, verbatim(why))
}
