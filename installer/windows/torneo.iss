; Inno Setup script: turns the PyInstaller folder into Torneo-Setup-<version>.exe.
;
; On a Windows machine with Python 3.11+ and Inno Setup 6.3 or newer (for x64compatible),
; from the project's root:
;   1.  py -3.11 -m venv .venv && .venv\Scripts\pip install -e .[installer] && .venv\Scripts\python installer\build.py
;   2.  iscc installer\windows\torneo.iss
; Step 1 builds installer\out\torneo\ and writes installer\out\version.iss (the version, read
; from pyproject.toml); step 2 writes installer\out\Torneo-Setup-<version>.exe. (build.py runs
; step 2 itself when iscc is on PATH.)
;
; The uninstaller removes only what this setup installed: the club's database, its backups
; and the window settings (all in %LOCALAPPDATA%\Torneo) stay where they are.

#ifndef AppVersion
  #include "..\out\version.iss"
#endif
#ifndef AppFileVersion
  #define AppFileVersion "0.0.0.0"
#endif

#define AppName "Torneo"
#define AppExe "torneo.exe"
; Exported tournament files (tournament_app/services/archive.py) and the ProgID naming them.
#define TournamentExt ".torneo"
#define TournamentProgId "Torneo.TournamentFile"

[Setup]
; AppId identifies Torneo to Windows across versions: never change it, or upgrades install twice.
AppId={{6C0B4F7E-3A57-4C1F-9E0D-2B8A5D7C91A4}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Torneo developers
VersionInfoVersion={#AppFileVersion}
VersionInfoProductVersion={#AppFileVersion}
VersionInfoDescription={#AppName} setup
; Per-user by default (no administrator needed at a club); an administrator may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\out
OutputBaseFilename=Torneo-Setup-{#AppVersion}
SetupIconFile=..\..\resources\icons\torneo.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
; Closing a running Torneo before replacing its files, so an upgrade never half-applies.
CloseApplications=yes

[Languages]
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
italian.TournamentFile=File di torneo Torneo
english.TournamentFile=Torneo tournament file
italian.AssociateTask=Aggiungi a Torneo i file di torneo (%1) aperti con un doppio clic
english.AssociateTask=Add tournament files (%1) to Torneo when double-clicked
italian.AppComment=Tornei di burraco e scala 40 per i circoli
english.AppComment=Burraco and scala 40 tournaments for card clubs
italian.CommandLine=Torneo da riga di comando
english.CommandLine=Torneo command line

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "{cm:AssociateTask,{#TournamentExt}}"

[Files]
; The whole one-folder bundle: torneo.exe (GUI), torneo-cli.exe (command line), _internal\.
Source: "..\out\torneo\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundled libraries wholesale, so no file of an older version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
; The window's icons start in Documents too: without a working folder Windows picks one
; (often the program's own), where a file picker that falls back to it would save prints.
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"; WorkingDir: "{userdocs}"
; A console where `torneo-cli` works by name, opened in Documents so exports land there.
Name: "{group}\{cm:CommandLine}"; Filename: "{cmd}"; Parameters: "/k set PATH={app};%PATH% & torneo-cli --help"; WorkingDir: "{userdocs}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{userdocs}"; Tasks: desktopicon

[Registry]
; File association under HKA: HKCU for a per-user install, HKLM for an all-users one.
Root: HKA; Subkey: "Software\Classes\{#TournamentExt}"; ValueType: string; ValueName: ""; ValueData: "{#TournamentProgId}"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#TournamentExt}\OpenWithProgids"; ValueType: string; ValueName: "{#TournamentProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#TournamentProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:TournamentFile}"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#TournamentProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: associate
; Opening a tournament file starts Torneo's window, which imports it into the club's database
; as File > Import tournament file... does (its message says what was imported, or why the
; file was refused) and opens the imported tournament.
; The registry value reads: "...\torneo.exe" --import-file "%1"
Root: HKA; Subkey: "Software\Classes\{#TournamentProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" --import-file ""%1"""; Tasks: associate
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#TournamentExt}"; ValueData: ""; Flags: uninsdeletekey; Tasks: associate

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete] section on purpose: user data (database, backups, exports) is never
; removed by the uninstaller. docs/install.md tells the director where it is.
