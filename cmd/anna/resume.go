package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// resumeSession sets up the last unfinished match again (or the one whose
// scoresheet --pgn names) and returns it with its scoresheet's path.
//
// It never takes back a move that a file on disk holds: when the state is
// older than the scoresheet (a full disk took only the state), the moves
// the scoresheet has beyond it are replayed (catchUp); notes say so.
//
// The state and the scoresheet are read only as regular files (a FIFO
// would hang the read), and a value no match can have is refused with the
// file and the field named.
func resumeSession(state, pgn string, cfg session.Config, o options) (*session.Session, []string, error) {
	data, err := scoresheet.ReadRegular(state)
	if err != nil {
		return nil, nil, scoresheetTrouble(err, speech.CLICannotRead)
	}
	var st session.State
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, nil, annaSays(speech.CLICannotRead, state, err)
	}
	cfg.Engine = resumeEngine(o, st.Engine)
	var notes []string
	if _, err := os.Lstat(pgn); err == nil {
		text, err := scoresheet.ReadRegular(pgn)
		if err != nil {
			return nil, nil, scoresheetTrouble(err, speech.CLICannotRead)
		}
		n, err := catchUp(&st, string(text))
		if err != nil {
			return nil, nil, &said{who: "anna", args: []any{pgn + ": ", err}}
		}
		if n > 0 {
			notes = append(notes, catchUpNote(cfg.Book, n, pgn))
		}
	}
	sess, err := session.Restore(st, cfg)
	if err != nil {
		return nil, nil, annaSays(speech.CLICannotResume, state, strings.TrimPrefix(err.Error(), "session: "))
	}
	return sess, notes, nil
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
			return "", annaSays(speech.CLINoSavedBeside, pgn, path)
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
	return "", annaSays(speech.CLINoUnfinished, dir)
}
