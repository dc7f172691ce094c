package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/resume"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// resumeSource is what a match is resumed from: its state, when one is
// saved beside its scoresheet, and its scoresheet.
type resumeSource struct {
	state string // "" for a scoresheet alone (a game begun on paper)
	pgn   string
}

// findResume is the match to resume: the one whose scoresheet --pgn
// names, with its state or (a game begun on paper) without one, or the
// newest unfinished one among the saved games.
func findResume(pgn string) (resumeSource, error) {
	state, err := findState(pgn)
	if err == nil {
		return resumeSource{state: state, pgn: resumedPGN(state, pgn)}, nil
	}
	if pgn != "" {
		if _, serr := os.Lstat(pgn); serr == nil {
			return resumeSource{pgn: pgn}, nil
		}
	}
	return resumeSource{}, err
}

// resumeSession sets up the match again and returns it with the lines
// that say how. From its state, it never takes back a move that a file
// on disk holds: when the state is older than the scoresheet (a full disk
// took only the state), the moves the scoresheet has beyond it are
// replayed (catchUp); a scoresheet that cannot be read beside a good
// state is said, and written anew at the next move. A state that cannot
// be read beside a scoresheet that can: the game is set up from the
// scoresheet (fromScoresheet), the state kept aside, and that is said; so
// is a scoresheet alone.
//
// The state and the scoresheet are read only as regular files (a FIFO
// would hang the read), and a value no match can have is refused with the
// file and the field named.
func resumeSession(src resumeSource, cfg session.Config, o options, ask *resume.Asker) (*session.Session, []string, error) {
	if src.state == "" {
		rec, err := readScoresheet(src.pgn)
		if err != nil {
			return nil, nil, err
		}
		return fromScoresheet(rec, src.pgn, cfg, o, ask, nil)
	}
	data, err := scoresheet.ReadRegular(src.state)
	if err != nil {
		return nil, nil, scoresheetTrouble(err, cliCannotRead)
	}
	var st session.State
	stateErr := json.Unmarshal(data, &st)
	if stateErr != nil {
		stateErr = annaSays(cliCannotRead, src.state, resume.StateWhy(stateErr, ""))
	} else {
		sess, notes, unusable, err := fromState(st, src, cfg, o)
		if !unusable {
			return sess, notes, err
		}
		stateErr = err
	}
	// The state cannot be used: its scoresheet is the record, if it can be
	// read; the state is kept aside, not written over.
	rec, err := readScoresheet(src.pgn)
	if err != nil {
		return nil, nil, stateErr
	}
	aside := scoresheet.FreeName(strings.TrimSuffix(src.state, ".anna.json") + "-unreadable.anna-state")
	sess, notes, err := fromScoresheet(rec, src.pgn, cfg, o, ask, []string{cfg.Book.CommandLine(cliResumeFromSheet, reasonIn(cfg.Book, stateErr), aside)})
	if err != nil {
		return nil, nil, err
	}
	if err := os.Rename(src.state, aside); err != nil {
		return nil, nil, stateErr // the first save would write over it
	}
	return sess, notes, nil
}

// fromState sets the match up from its state, brought up to its
// scoresheet. unusable: the state holds what no match can (its
// scoresheet may stand in for it), and err says what.
func fromState(st session.State, src resumeSource, cfg session.Config, o options) (sess *session.Session, notes []string, unusable bool, err error) {
	cfg.Engine = resumeEngine(o, st.Engine)
	if _, err := os.Lstat(src.pgn); err == nil {
		text, err := scoresheet.ReadRegular(src.pgn)
		if err != nil {
			return nil, nil, false, scoresheetTrouble(err, cliCannotRead)
		}
		rec, err := rules.ReadPGNRecord(string(text))
		if err != nil {
			// The state is the record; the scoresheet is written anew.
			notes = append(notes, cfg.Book.CommandLine(cliResumeSheetUnread, reasonIn(cfg.Book, pgnTrouble(src.pgn, err))))
		} else {
			n, err := catchUpRecord(&st, rec)
			if err != nil {
				return nil, nil, false, &said{Who: "anna", Args: []any{src.pgn + ": ", err}}
			}
			if n > 0 {
				notes = append(notes, catchUpNote(cfg.Book, n, src.pgn))
			}
		}
	}
	if st.Format != 1 {
		// A newer anna's: said as it is, and left as it is.
		return nil, nil, false, annaSays(cliCannotResume, src.state, part(cliStateFormat, strconv.Itoa(st.Format)))
	}
	sess, err = session.Restore(st, cfg)
	if err != nil {
		// A match that is over is said as it is.
		unusable = !errors.Is(err, session.ErrFinished)
		return nil, nil, unusable, annaSays(cliCannotResume, src.state, resume.StateWhy(err, st.Outcome))
	}
	return sess, notes, false, nil
}

// reasonIn is anna's line err as the first part of another: without
// "anna: " and a final full stop.
func reasonIn(b speech.Phrasebook, err error) string {
	return strings.TrimSuffix(strings.TrimPrefix(inLang(b, err), "anna: "), ".")
}

// readScoresheet reads the game of a match's scoresheet, or says why it
// cannot be read: the file, or its line and what is wrong there.
func readScoresheet(pgn string) (rules.PGNRecord, error) {
	text, err := scoresheet.ReadRegular(pgn)
	if err != nil {
		return rules.PGNRecord{}, scoresheetTrouble(err, cliCannotRead)
	}
	rec, err := rules.ReadPGNRecord(string(text))
	if err != nil {
		return rules.PGNRecord{}, pgnTrouble(pgn, err)
	}
	return rec, nil
}

// resumedPGN is the scoresheet of the match whose state is at state,
// unless --pgn named it.
func resumedPGN(state, pgn string) string {
	if pgn != "" {
		return pgn
	}
	return strings.TrimSuffix(state, ".anna.json") + ".pgn"
}

// findState is the state file of the match to resume: beside --pgn's
// scoresheet, or the newest unfinished one among the saved games.
func findState(pgn string) (string, error) {
	if pgn != "" {
		path := statePath(pgn)
		if _, err := os.Lstat(path); err != nil {
			return "", annaSays(cliNoSavedBeside, pgn, path)
		}
		return path, nil
	}
	dir, err := scoresheet.DefaultDir()
	if err != nil {
		return "", noGamesFolder(err)
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.anna.json"))
	type saved struct {
		path string
		mod  int64
	}
	var all []saved
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil {
			all = append(all, saved{p, st.ModTime().UnixNano()})
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].mod > all[j].mod })
	for _, s := range all {
		var st struct {
			Outcome string `json:"outcome"`
		}
		data, err := scoresheet.ReadRegular(s.path) // a FIFO among them would hang anna resume
		if err == nil && json.Unmarshal(data, &st) == nil && (st.Outcome == "*" || st.Outcome == "") {
			return s.path, nil
		}
	}
	return "", annaSays(cliNoUnfinished, dir)
}

// catchUpRecord is session.CatchUp, its refusal in the player's words.
func catchUpRecord(st *session.State, rec rules.PGNRecord) (int, error) {
	n, err := session.CatchUp(st, rec)
	var big *session.ClockTooLargeError
	if errors.As(err, &big) {
		return 0, part(cliClockTooLarge, strconv.Itoa(big.Ply), big.Reading, big.Max.String())
	}
	return n, err
}

// catchUpNote is the line a player reads when moves came from the PGN.
func catchUpNote(book speech.Phrasebook, n int, pgn string) string {
	return book.CommandLineCount(cliCaughtUp, n, pgn)
}
