; Tillbridge's additions to electron-builder's NSIS installer (electron-builder.yml: nsis.include); docs/desktop.md.
; The installer is per machine and runs silently with /S; these macros add what a shared till needs.

; The till's data folder, %ProgramData%\Tillbridge: the one the app picks on Windows (server/config/app-data-dir.ts).
Var TillbridgeData
!define TILLBRIDGE_DATA "$TillbridgeData"
!define TILLBRIDGE_RUN_KEY "Software\Microsoft\Windows\CurrentVersion\Run"

!macro customInstall
  ReadEnvStr $TillbridgeData PROGRAMDATA
  StrCpy $TillbridgeData "$TillbridgeData\Tillbridge"
  ; The till's data folder: machine-wide, and writable by every user of the till (BUILTIN\Users, S-1-5-32-545).
  CreateDirectory "${TILLBRIDGE_DATA}"
  nsExec::Exec 'icacls "${TILLBRIDGE_DATA}" /grant *S-1-5-32-545:(OI)(CI)M /T /Q'
  Pop $0
  ; Settings for this till (port, venue, ...) that the integrator placed beside the installer; the previous file is kept.
  IfFileExists "$EXEDIR\bridge.config.json" 0 tillbridge_no_config
    IfFileExists "${TILLBRIDGE_DATA}\bridge.config.json" 0 tillbridge_copy_config
      CopyFiles /SILENT "${TILLBRIDGE_DATA}\bridge.config.json" "${TILLBRIDGE_DATA}\bridge.config.json.bak"
    tillbridge_copy_config:
    CopyFiles /SILENT "$EXEDIR\bridge.config.json" "${TILLBRIDGE_DATA}\bridge.config.json"
  tillbridge_no_config:
  ; Starts with every user's session, hidden in the tray until a payment needs the window.
  WriteRegStr HKLM "${TILLBRIDGE_RUN_KEY}" "Tillbridge" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" --hidden'
!macroend

!macro customUnInstall
  ReadEnvStr $TillbridgeData PROGRAMDATA
  StrCpy $TillbridgeData "$TillbridgeData\Tillbridge"
  DeleteRegValue HKLM "${TILLBRIDGE_RUN_KEY}" "Tillbridge"
  ; The data folder stays (an update uninstalls the old version first) unless asked: /DELETEDATA, or Yes when asked.
  ${ifNot} ${isUpdated}
    ${GetParameters} $R0
    ClearErrors
    ${GetOptions} $R0 "/DELETEDATA" $R1
    ${ifNot} ${Errors}
      RMDir /r "${TILLBRIDGE_DATA}"
    ${elseIfNot} ${Silent}
      MessageBox MB_YESNO|MB_ICONQUESTION|MB_DEFBUTTON2 "Also delete this till's data (payments, shifts, settings) in ${TILLBRIDGE_DATA}?" /SD IDNO IDNO tillbridge_keep_data
        RMDir /r "${TILLBRIDGE_DATA}"
      tillbridge_keep_data:
    ${endIf}
  ${endIf}
!macroend
