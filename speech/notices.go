package speech

import (
	"strconv"
	"strings"
)

// The lines the program prints around a game: where the scoresheet is
// written, the player's own recordings, the sound device, and how others
// join a hosted match. File names, addresses and the join code are printed
// as they are. anna prints these and does not say them (a screen reader
// reads them), so their words have no clips: five languages of words said
// once would take a megabyte of the clip bank.
const (
	msgScoresheetAt  msg = "scoresheet-at"
	msgOwnRecordings msg = "own-recordings"
	msgNotUsed       msg = "not-used"
	msgNoSound       msg = "no-sound"
	msgTapeFailed    msg = "tape-failed"
	msgJoinWith      msg = "join-with"
	msgRefusedLog    msg = "refused-log"
	msgSitsAt        msg = "sits-at"
	msgSpectator     msg = "spectator"

	msgClipNotAFile    msg = "clip-not-a-file"
	msgClipUnreadable  msg = "clip-unreadable"
	msgClipUndecodable msg = "clip-undecodable"
	msgClipEmpty       msg = "clip-empty"
	msgClipTooShort    msg = "clip-too-short"
	msgClipSilent      msg = "clip-silent"
	msgSoundLost       msg = "sound-lost"
)

// printedOnly are the sentences anna prints and never says.
var printedOnly = msgSet{}

type msgSet map[msg]bool

func (s msgSet) add(ms ...msg) bool {
	for _, m := range ms {
		s[m] = true
	}
	return true
}

var _ = printedOnly.add(msgScoresheetAt, msgOwnRecordings, msgNotUsed, msgNoSound, msgTapeFailed, msgJoinWith,
	msgRefusedLog, msgSitsAt, msgSpectator, msgClipNotAFile, msgClipUnreadable, msgClipUndecodable, msgClipEmpty,
	msgClipTooShort, msgClipSilent, msgSoundLost)

// isPrinted reports whether a sentence is printed and never said: those
// above, the board view's (which is silent) and the command line's but
// the refusals said (spokenCLI).
func isPrinted(m msg) bool {
	return printedOnly[m] || strings.HasPrefix(string(m), "view-") || isCLI(m) && !spokenCLI[m]
}

// printed fills a sentence that is printed and not said: its words have no
// clips. Appendix D's words in it are the arbiter's names, as in sentences
// that are said.
func (b Phrasebook) printed(m msg, args ...Phrase) Phrase {
	return b.printedText(b.template(m).text(), args)
}

// printedCount fills the form of printed sentence m that goes with the
// count n (CLDR's plural rules), n in digits in slot 1.
func (b Phrasebook) printedCount(m msg, n int, args ...Phrase) Phrase {
	return b.printedText(b.template(m).form(b.Lang.data(), n, false), append([]Phrase{verbatim(strconv.Itoa(n))}, args...))
}

func (b Phrasebook) printedText(template string, args []Phrase) Phrase {
	var p Phrase
	open := "" // a bracket that opens right before a slot: "({1})"
	for _, seg := range parseTemplate(template) {
		switch {
		case seg.slot > len(args):
		case seg.slot > 0:
			for i, w := range args[seg.slot-1].Words {
				if i == 0 {
					w.Text, open = open+w.Text, ""
				}
				p.Words = append(p.Words, Word{Text: w.Text})
			}
		default:
			text := strings.TrimLeft(seg.text, " ")
			lead := strings.TrimLeft(text, sentencePunct+")")
			if n := len(p.Words); n > 0 && len(lead) < len(text) {
				p.Words[n-1].Text += text[:len(text)-len(lead)]
			}
			words := b.printedWords(strings.Fields(lead))
			if n := len(words); n > 0 && words[n-1].Text == "(" && !strings.HasSuffix(lead, " ") {
				open, words = "(", words[:n-1]
			}
			p.Words = append(p.Words, words...)
		}
	}
	return p
}

// printedWords are words of a printed sentence, Appendix D's in the book's
// names as a said sentence has them (appendixExpression), without clips.
func (b Phrasebook) printedWords(fields []string) []Word {
	var out []Word
	for i := 0; i < len(fields); i++ {
		ws, n := b.appendixExpression(fields[i:])
		if n == 0 {
			out = append(out, Word{Text: fields[i]})
			continue
		}
		for _, w := range ws {
			out = append(out, Word{Text: w.Text})
		}
		i += n - 1
	}
	return out
}

// verbatim is text printed as it is and not spoken: a file name, an
// address, an error from the system.
func verbatim(text string) Phrase { return phrase(Word{Text: text}) }

// ScoresheetAt names the file the scoresheet is written to.
func (b Phrasebook) ScoresheetAt(path string) Phrase {
	return b.printed(msgScoresheetAt, verbatim(path))
}

// ownRecordings says how many of the clips come from the player's own
// recordings in dir.
func (b Phrasebook) ownRecordings(n, of int, dir string) Phrase {
	return b.printed(msgOwnRecordings, phrase(b.Lang.number(n)), phrase(b.Lang.number(of)), verbatim(dir))
}

// NotUsed names, on one line, the recordings that were refused and why:
// "Not used, the built-in voice speaks instead: de/koenig.wav (empty),
// de/bauer.wav (shorter than 10 ms)".
func (b Phrasebook) NotUsed(refused []Refusal) Phrase {
	items := make([]string, len(refused))
	for i, r := range refused {
		items[i] = r.Name + " (" + b.Say(r.Why).Text() + ")"
	}
	return b.printed(msgNotUsed, verbatim(strings.Join(items, ", ")))
}

// soundLost says that the sound device or server went away: anna goes on
// in text, and says when the sound is back (SoundBack).
func (b Phrasebook) soundLost() Phrase { return b.printed(msgSoundLost) }

// noSound says that no sound device works: short enough for one window of
// a braille display; the details are in the sound log.
func (b Phrasebook) noSound() Phrase { return b.printed(msgNoSound) }

// tapeFailed says the speech file (--speech-out) cannot be written.
func (b Phrasebook) tapeFailed(path, reason string) Phrase {
	return b.printed(msgTapeFailed, verbatim(path), verbatim(reason))
}

// JoinWith and SitsAt tell the host's terminal how others join and where
// it sits.
func (b Phrasebook) JoinWith(command string) Phrase { return b.printed(msgJoinWith, verbatim(command)) }

// RefusedLog names the log of refused logins.
func (b Phrasebook) RefusedLog(log string) Phrase { return b.printed(msgRefusedLog, verbatim(log)) }

// SitsAt names this terminal's seat: white, black, assistant or watch.
func (b Phrasebook) SitsAt(seat string) Phrase {
	name := b.printed(msgSpectator)
	if seat != "spectator" && seat != "watch" {
		name = b.seatName(seat)
	}
	return b.printed(msgSitsAt, name)
}

// Lines printed around a game at one's own terminal: the last moves not
// saved as the program ends, the engine not seated, the board view asked
// for without a terminal.
const (
	msgMovesNotSaved   msg = "moves-not-saved"
	msgEngineNotSeated msg = "engine-not-seated"
	msgBoardNeedsTerm  msg = "board-needs-terminal"
)

var _ = printedOnly.add(msgMovesNotSaved, msgEngineNotSeated, msgBoardNeedsTerm)

// MovesNotSaved: the last moves could not be written to the scoresheet
// file, why (the system's words), as the program ends.
func (b Phrasebook) MovesNotSaved(path, why string) Phrase {
	return b.printed(msgMovesNotSaved, verbatim(path), verbatim(why))
}

// engineNotSeated: the engine could not take its seat (why, the system's
// words).
func (b Phrasebook) engineNotSeated(why string) Phrase {
	return b.printed(msgEngineNotSeated, verbatim(why))
}

// BoardNeedsTerminal: --view board with standard input that is not a
// terminal: its lines are read as commands instead.
func (b Phrasebook) BoardNeedsTerminal() Phrase { return b.printed(msgBoardNeedsTerm) }

// The game's files refused before a game starts: open in another anna,
// or there already (a new game never overwrites one).
const (
	msgOpenElsewhere msg = "open-elsewhere"
	msgFileThere     msg = "file-there"
)

var _ = printedOnly.add(msgOpenElsewhere, msgFileThere)

// OpenElsewhere: another anna plays the match whose scoresheet is path.
func (b Phrasebook) OpenElsewhere(path string) Phrase {
	return b.printed(msgOpenElsewhere, verbatim(path))
}

// FileThere: a new game would overwrite path; anna resume --pgn pgn
// continues that match, or free names a file that is free.
func (b Phrasebook) FileThere(path, pgn, free string) Phrase {
	return b.printed(msgFileThere, verbatim(path), verbatim(pgn), verbatim(free))
}
